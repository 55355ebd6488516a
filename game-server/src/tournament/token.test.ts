import { describe, expect, it } from 'vitest';
import { signSeatToken, verifySeatToken } from './token.js';

describe('tournament seat token', () => {
  const now = 1_700_000_000_000;
  it('binds the seat to the code and the player, signed with the secret', () => {
    const token = signSeatToken('secret', { code: 'ABCDEF', playerId: '3' }, now);
    expect(verifySeatToken('secret', token, now + 1000)).toEqual({ code: 'ABCDEF', playerId: '3' });
    expect(verifySeatToken('other secret', token, now)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ typ: 'tournament', t: 'ABCDEF', p: '1', exp: 9e12 })).toString('base64url')}.${s}`;
    expect(verifySeatToken('secret', forged, now)).toBeNull();
  });

  it('expires after a day', () => {
    const token = signSeatToken('secret', { code: 'ABCDEF', playerId: '3' }, now);
    expect(verifySeatToken('secret', token, now + 25 * 3600_000)).toBeNull();
  });
});
