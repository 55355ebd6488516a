/** The nearest-rank percentile `p` (0–100) of ascending values; NaN when there are none. Every bench prints this one. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
