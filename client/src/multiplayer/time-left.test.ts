import { describe, expect, it } from 'vitest';
import { secondsLeftLabel } from './time-left';

describe('the round time left', () => {
  it('shows minutes and seconds, rounded up, and is urgent in the last 10 s', () => {
    expect(secondsLeftLabel(200_000, 0)).toEqual({ label: '3:20', urgent: false });
    expect(secondsLeftLabel(10_000, 500)).toEqual({ label: '0:10', urgent: true });
    expect(secondsLeftLabel(1_000, 5_000)).toEqual({ label: '0:00', urgent: true });
  });
});
