export { setupApiServer, setupSandboxServer, type ApiServer } from './api-server';
