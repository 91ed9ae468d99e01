import { savesData, type ConnectionFacts } from '@/shared/lib/connection';

export type { ConnectionFacts };

/**
 * Whether this page load reports its web vitals (issue #25): a sample of loads (`sampleRate`, 0…1),
 * and never on a 2g connection or with the data saver on, where every byte is the visitor's
 * (the same rule as prefetching, spec 002 §6).
 */
export function shouldReportVitals({ sampleRate, random, connection }: { sampleRate: number; random: number; connection?: ConnectionFacts | undefined }): boolean {
  return !savesData(connection) && random < sampleRate;
}
