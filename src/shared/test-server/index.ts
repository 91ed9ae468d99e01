export { setupApiServer, setupSandboxServer, type ApiServer } from './api-server';
export { connectSandboxSession } from './sandbox-session';
