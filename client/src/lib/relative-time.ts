const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * R-UI-7 relative time: under an hour 'Just now', under a day in whole hours, otherwise in whole
 * days. A time in the future (a clock running behind the server's) also reads 'Just now'.
 */
export function relativeTime(iso: string, nowMs: number): string {
  const thenMs = Date.parse(iso);
  if (Number.isNaN(thenMs)) return '';
  const age = nowMs - thenMs;
  if (age < HOUR_MS) return 'Just now';
  if (age < DAY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(age / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
