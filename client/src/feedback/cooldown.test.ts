import { describe, expect, it } from 'vitest';
import { createCooldown } from './cooldown.js';

describe('cooldown', () => {
  it('lets a key fire again only after the cooldown has fully passed', () => {
    let now = 1000;
    const allow = createCooldown(100, () => now);
    expect(allow('drop')).toBe(true);
    now += 99;
    expect(allow('drop')).toBe(false);
    now += 1;
    expect(allow('drop')).toBe(true);
  });

  it('keeps keys independent, and a refused attempt does not restart the wait', () => {
    let now = 0;
    const allow = createCooldown(300, () => now);
    expect(allow('a')).toBe(true);
    expect(allow('b')).toBe(true);
    now = 200;
    expect(allow('a')).toBe(false);
    now = 300;
    expect(allow('a')).toBe(true);
  });
});
