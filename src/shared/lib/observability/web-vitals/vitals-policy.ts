/** What the browser says of the connection (the Network Information API, where there is one). */
export interface ConnectionFacts {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether this page load reports its web vitals (issue #25): a sample of loads (`sampleRate`, 0…1),
 * and never on a 2g connection or with the data saver on, where every byte is the visitor's
 * (the same rule as prefetching, spec 002 §6).
 */
export function shouldReportVitals({ sampleRate, random, connection }: { sampleRate: number; random: number; connection?: ConnectionFacts | undefined }): boolean {
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false;
  return random < sampleRate;
}
