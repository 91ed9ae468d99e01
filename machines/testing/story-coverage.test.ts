import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { MACHINES, STATES_WITHOUT_STORY } from '../registry';

const ROOT = join(import.meta.dirname, '..', '..');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Stories name the state they show with `parameters: { machineState: '<machine>.<state path>' }`. */
const covered = new Set(
  [...storyFiles(join(ROOT, 'src')), ...storyFiles(join(ROOT, 'machines'))].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/machineState:\s*'([^']+)'/g)].map((match) => match[1]),
  ),
);

describe('every machine state has a story', () => {
  it.each(Object.entries(MACHINES))('%s', (_, machine) => {
    const leaves = getStateNodes(machine.root)
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map((node) => node.id);
    expect(leaves.filter((id) => !covered.has(id) && !(id in STATES_WITHOUT_STORY))).toEqual([]);
  });
});
