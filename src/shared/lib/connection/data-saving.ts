/** What the browser says of the connection (the Network Information API, where there is one). */
export interface ConnectionFacts {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * 002 §6: nothing is fetched ahead of need on a 2g connection (`2g`, `slow-2g`) or with the data
 * saver on, where every byte is the visitor's. A browser that does not say is not held back.
 */
export function savesData(connection: ConnectionFacts | undefined): boolean {
  return Boolean(connection?.saveData || connection?.effectiveType?.endsWith('2g'));
}

/** The connection as this browser reports it now (undefined on the server and where the API is missing). */
export const currentConnection = (): ConnectionFacts | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionFacts }).connection;
