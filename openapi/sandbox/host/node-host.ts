import { getResponse } from 'msw';
import { createSandbox } from '../create-sandbox';
import { accessTokenTtlFromEnv } from '../node';
import { anchorDayOf } from '../seed/seed-context';
import { storeToData } from '../store/store';
import { debounced, loadState, saveState } from './persistence';

/** How long the state waits for more changes before it is written. */
const SAVE_DELAY_MS = 500;

export interface SandboxHost {
  /** The sandbox's answer to a request, or undefined when no handler takes it. */
  respond(request: Request): Promise<Response | undefined>;
  /** Writes pending changes now (when the server closes). */
  flush(): void;
}

/** `SANDBOX_ANCHOR_DAY=YYYY-MM-DD` anchors the data at a fixed day instead of the day the server starts. */
export function anchorFromEnv(env: Record<string, string | undefined> = process.env): string | undefined {
  const value = env['SANDBOX_ANCHOR_DAY'];
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/**
 * The sandbox as the Vite dev and preview servers run it: anchored at the day it starts (or
 * `SANDBOX_ANCHOR_DAY`), restored from the state file when that was seeded on the same day (or
 * freshly seeded), and saved back shortly after every change, so it survives restarts that day.
 */
export function startSandboxHost(statePath: string | null): SandboxHost {
  const fixed = anchorFromEnv();
  const data = statePath === null ? undefined : loadState(statePath, fixed ?? anchorDayOf(new Date()));
  const sandbox = createSandbox({ data, anchor: fixed ?? 'clock', accessTokenTtlSeconds: accessTokenTtlFromEnv() });
  // Without a state file (the e2e server) nothing is written: saving the 23 MB store took CPU from the tests.
  const save = debounced(() => statePath !== null && saveState(statePath, storeToData(sandbox.store), sandbox.now()), SAVE_DELAY_MS);
  if (statePath !== null) sandbox.onChange(save.schedule);
  return {
    respond: (request) => getResponse(sandbox.handlers, request),
    flush: save.flush,
  };
}
