/** The time left until `endsAt` as m:ss, rounded up (0:00 only when it has run out); urgent in the last 10 s. */
export function secondsLeftLabel(endsAt: number, now: number): { label: string; urgent: boolean } {
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1_000));
  const label = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return { label, urgent: seconds <= 10 };
}
