/**
 * The CPU slowdown that makes this host emulate Lighthouse's mobile device, from the host's
 * Lighthouse BenchmarkIndex. Lighthouse's fixed 4× assumes a high-end desktop host (index about
 * 1500); its throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") asks weaker
 * hosts to calibrate, with the mapping of its CPU throttling calculator:
 * 1300 and more → 3× plus 1× per 233; 800–1300 → 2× to 3×; 150–800 → 1× to 2×; below, 1×.
 *
 * @param {number} benchmarkIndex
 * @returns {number}
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
