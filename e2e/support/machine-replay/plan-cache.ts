import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, EventObject } from 'xstate';
import { BrowserView, markFirstVisits, pathOf, planReplay, type PlanOptions, type ReplayPlan } from './plan';
import type { ReplayMap, ReplayModel } from './types';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** What a plan depends on: the machines, the rules they use, the models, the maps and this harness. */
const SOURCES = ['machines', 'src/entities', 'e2e/replay', 'e2e/support/machine-replay'];
const CACHE = join(root, 'node_modules/.cache/machine-replay');

function filesUnder(directory: string): string[] {
  return readdirSync(directory)
    .sort()
    .flatMap((name) => {
      const path = join(directory, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

function sourcesHash(name: string, options: PlanOptions): string {
  const hash = createHash('sha256').update(name).update(JSON.stringify(options));
  for (const file of SOURCES.flatMap((source) => filesUnder(join(root, source)))) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

interface Cached {
  paths: { start: string; events: EventObject[] }[];
  coverage: ReplayPlan['coverage'];
}

/**
 * The plan, from a cache keyed by the sources it depends on: walking a machine's graph takes
 * seconds, and the runner and every worker that runs the replay would each walk it again.
 */
export function cachedPlan<M extends AnyStateMachine, TData, TStart extends string>(model: ReplayModel<M, TStart>, map: ReplayMap<M, TData, TStart>, options: PlanOptions = {}): ReplayPlan {
  const file = join(CACHE, `${map.name.replace(/\W+/g, '-')}-${sourcesHash(map.name, options)}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as Cached;
    const view = new BrowserView(model, map);
    const paths = cached.paths.map((path) => pathOf(view, path.start as TStart, model.starts[path.start as TStart], path.events));
    markFirstVisits(view, paths);
    return { coverage: cached.coverage, paths };
  } catch {
    const plan = planReplay(model, map, options);
    mkdirSync(CACHE, { recursive: true });
    const cached: Cached = { coverage: plan.coverage, paths: plan.paths.map((path) => ({ start: path.start, events: path.steps.map((step) => step.event) })) };
    writeFileSync(file, JSON.stringify(cached));
    return plan;
  }
}
