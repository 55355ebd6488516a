import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, SUSPENSION_MESSAGE_MAX, SUSPENSION_REASON_MAX } from '@matchdrop/shared';
import { checkNotification, checkReply, checkSuspensionReason } from './admin-forms';

describe('admin form checks', () => {
  it('requires a suspension reason that is not blank, and trims it', () => {
    expect(checkSuspensionReason('')).toEqual({ ok: false, error: 'Suspension reason is required' });
    expect(checkSuspensionReason(' \n\t ')).toEqual({ ok: false, error: 'Suspension reason is required' });
    expect(checkSuspensionReason('  Spam  ')).toEqual({ ok: true, value: 'Spam' });
  });

  it('requires a reply that is not empty', () => {
    expect(checkReply('   ')).toEqual({ ok: false, error: 'Please enter a message' });
    expect(checkReply(' Thanks ')).toEqual({ ok: true, value: 'Thanks' });
  });

  it('requires a notification title, then a message', () => {
    expect(checkNotification({ title: ' ', message: '' })).toEqual({ ok: false, error: 'Please enter a title' });
    expect(checkNotification({ title: 'News', message: '  ' })).toEqual({ ok: false, error: 'Please enter a message' });
    expect(checkNotification({ title: ' News ', message: ' Body ' })).toEqual({ ok: true, value: { title: 'News', message: 'Body' } });
  });

  it('refuses what the API would refuse as too long, in the API’s words', () => {
    const longer = (max: number) => 'x'.repeat(max + 1);
    expect(checkSuspensionReason(longer(SUSPENSION_REASON_MAX))).toEqual({ ok: false, error: 'Suspension reason must be at most 500 characters' });
    expect(checkReply(longer(SUSPENSION_MESSAGE_MAX))).toEqual({ ok: false, error: 'Message must be at most 2000 characters' });
    expect(checkNotification({ title: longer(NOTIFICATION_TITLE_MAX), message: 'x' })).toEqual({ ok: false, error: 'Title must be at most 200 characters' });
    expect(checkNotification({ title: 'x', message: longer(NOTIFICATION_MESSAGE_MAX) })).toEqual({ ok: false, error: 'Message must be at most 2000 characters' });
    expect(checkSuspensionReason(` ${'x'.repeat(SUSPENSION_REASON_MAX)} `)).toEqual({ ok: true, value: 'x'.repeat(SUSPENSION_REASON_MAX) });
  });
});
