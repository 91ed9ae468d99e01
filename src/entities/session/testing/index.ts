// Test and story files only: a session without the API, for every layer's tests.
export { renderWithSession } from './render-with-session';
export {
  TestSession,
  createTestSession,
  provideTestSessions,
  sessionReaches,
  startAppSession,
  startTestSession,
  withTestSession,
  type TestSessionMakers,
  type TestSessionOptions,
} from './test-session';
