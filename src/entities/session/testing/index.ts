// Test and story files only: a session without the API, for every layer's tests.
export { renderWithSession } from './render-with-session';
export { TestSession, createTestSession, startTestSession, withTestSession, type TestSessionOptions } from './test-session';
