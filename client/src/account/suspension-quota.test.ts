import { describe, expect, it } from 'vitest';
import { quotaAfterRefusal } from './suspension-quota';

describe('quotaAfterRefusal', () => {
  it('takes the quota a refusal carries, so the box disables itself at 0 left', () => {
    expect(quotaAfterRefusal({ canSendMore: true, messagesLeft: 1 }, { error: 'used up', canSendMore: false, messagesLeft: 0 })).toEqual({
      canSendMore: false,
      messagesLeft: 0,
    });
  });

  it('keeps the known quota when the refusal says nothing about it', () => {
    const known = { canSendMore: true, messagesLeft: 2 };
    expect(quotaAfterRefusal(known, { error: 'Request failed' })).toBe(known);
    expect(quotaAfterRefusal(known, null)).toBe(known);
    expect(quotaAfterRefusal(null, { canSendMore: 'no' })).toBeNull();
  });
});
