const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Without configured origins, localhost is the main site and 127.0.0.1 the Swiss one. */
export const MAIN_ORIGIN = `http://localhost:${PORT}`;
export const SWISS_ORIGIN = `http://127.0.0.1:${PORT}`;
