/** The CPU slowdown that makes this host emulate Lighthouse's mobile device (see the .mjs). */
export function cpuMultiplierFor(benchmarkIndex: number): number;
