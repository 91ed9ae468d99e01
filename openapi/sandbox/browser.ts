import type { RequestHandler } from 'msw';
import { createSandbox, type Sandbox, type SandboxOptions } from './create-sandbox';

/**
 * The sandbox for Storybook (msw-storybook-addon): browser-safe, no Node modules and
 * no persistence. `parameters.msw.handlers` takes `createSandboxHandlers()` for a
 * story that needs its own fresh store, or the shared `handlers` below.
 */
export function createSandboxHandlers(options: SandboxOptions = {}): RequestHandler[] {
  return createSandbox(options).handlers;
}

/** One sandbox shared by the stories that only read. */
export const sandbox: Sandbox = createSandbox();
export const handlers: RequestHandler[] = sandbox.handlers;
