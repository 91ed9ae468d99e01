import type { AnyStateMachine, StateValue } from 'xstate';
import { expectNoAxeViolations } from '../axe';
import { SANDBOX_CLOCK, test, type Role } from '../fixtures';
import { describeEvent, RELOAD, type PlanOptions, type PlannedPath, type ReplayPlan } from './plan';
import { cachedPlan } from './plan-cache';
import { statePathOf, type ReplayContext, type ReplayMap, type ReplayModel, type Screen, type StateEntry } from './types';

/**
 * Declares one Playwright test per planned path: the start makes its data through the sandbox and
 * opens the page, then every step performs the event's gesture (or reloads) and checks that the
 * page shows the state the machine is in next. A step's title names the event and the state.
 */
export function replayMachine<M extends AnyStateMachine, TData, TStart extends string>(
  model: ReplayModel<M, TStart>,
  map: ReplayMap<M, TData, TStart>,
  options: PlanOptions = {},
): ReplayPlan {
  const plan = cachedPlan(model, map, options);
  const screenOf = (state: string): Screen<M, TData> => {
    const entry = (map.states as Record<string, StateEntry<M, TData>>)[state];
    if (entry?.kind !== 'screen') throw new Error(`${map.name}: the walk rests in ${state}, which has no screen`);
    return entry;
  };

  const viewOf = (snapshot: unknown) => model.view?.(snapshot as never) as never;
  const perform = async (replay: ReplayContext<TData>, step: PlannedPath['steps'][number]) => {
    if (step.event.type === RELOAD) {
      const reload = (map.states as Record<string, StateEntry<M, TData>>)[statePathOf((step.from as { value: StateValue }).value)];
      if (reload?.kind === 'screen' && typeof reload.reload === 'object' && reload.reload.kind === 'returns') return void (await reload.reload.perform(replay as ReplayContext<never>));
      return void (await replay.page.reload());
    }
    const entry = (map.events as Record<string, { kind: string; perform?: (r: unknown, e: unknown, s: unknown, v: unknown) => Promise<void> }>)[step.event.type];
    if (entry?.kind !== 'gesture' || !entry.perform) throw new Error(`${map.name}: ${step.event.type} has no gesture`);
    await entry.perform(replay, step.event, step.from, viewOf(step.from));
  };

  plan.paths.forEach((path, index) => {
    const title = `${map.name}, path ${index + 1} from ${path.start}: ${summary(path)}`;
    test(title, path.movesSandboxClock ? SANDBOX_CLOCK : {}, async ({ page, sandbox, openAs, context, sessions, request }) => {
      // A path is many pages and gestures: more than a journey's time, but each step is checked at once.
      test.setTimeout(60_000 + path.steps.length * 15_000);
      // A path that moves the clock signs in with a login of its own, whose access token outlives the
      // jump: a refresh as the clock jumps ends the session when a request sent with the old token
      // answers after it (the sandbox revokes that token; the app then logs out — reported), and it
      // would revoke the worker's stored refresh token.
      const signIn = async (role: Role) => context.addCookies((await sessions.storageState(role, { fresh: path.movesSandboxClock })).cookies);
      if (path.movesSandboxClock) await sandbox.setAccessTokenTtl(3 * 86_400);
      try {
        const data = await map.starts[path.start as TStart].setUp({ page, sandbox, request, signIn, openAs });
        const replay: ReplayContext<TData> = { page, data, sandbox, request, openAs };
        await test.step(`starts in ${path.initialState}`, async () => {
          await screenOf(path.initialState).shows(replay, path.initial as never, viewOf(path.initial));
          if (map.axe && path.initialAxe) await expectNoAxeViolations(page);
        });
        for (const step of path.steps) {
          await test.step(`${describeEvent(step.event)} → ${step.toState}`, async () => {
            await perform(replay, step);
            await screenOf(step.toState).shows(replay, step.to as never, viewOf(step.to));
            if (map.axe && step.axe) await expectNoAxeViolations(page);
          });
        }
      } finally {
        // The clock is every test's: back to the real one, whatever happened.
        if (path.movesSandboxClock) {
          await sandbox.setNow(null);
          await sandbox.setAccessTokenTtl(3_600);
        }
      }
    });
  });
  return plan;
}

function summary(path: PlannedPath): string {
  const states = [path.initialState];
  for (const step of path.steps) if (states.at(-1) !== step.toState) states.push(step.toState);
  const shown = states.length > 8 ? [...states.slice(0, 4), '…', ...states.slice(-3)] : states;
  return `${shown.join(' → ')} (${path.steps.length} steps)`;
}
