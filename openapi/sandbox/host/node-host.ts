import { getResponse } from 'msw';
import { createSandbox } from '../create-sandbox';
import { accessTokenTtlFromEnv } from '../node';
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

/**
 * The sandbox as the Vite dev and preview servers run it: restored from the state file
 * (or freshly seeded), and saved back shortly after every change, so it survives restarts.
 */
export function startSandboxHost(statePath: string): SandboxHost {
  const sandbox = createSandbox({ data: loadState(statePath), accessTokenTtlSeconds: accessTokenTtlFromEnv() });
  const save = debounced(() => saveState(statePath, storeToData(sandbox.store), sandbox.now()), SAVE_DELAY_MS);
  sandbox.onChange(save.schedule);
  return {
    respond: (request) => getResponse(sandbox.handlers, request),
    flush: save.flush,
  };
}
