/** "10 seconds", or "300 ms" below a second (tests use short limits). */
export function durationText(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`;
}
