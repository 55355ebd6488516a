import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../api';
import { assignmentNotice, isPendingShare, responseMessage, shareStatusLabel, withShareAnswer } from './notification-logic';

const share: AppNotification = {
  id: 3,
  type: 'dictionary_share_received',
  title: 'New shared game',
  message: 'bob shared "Capitals" with you',
  created_at: '2026-03-05T10:00:00.000Z',
  is_read: false,
  related_id: 9,
  share_status: 'pending',
  from_username: 'bob',
};

describe('share notifications', () => {
  it('offers Accept / Decline only on a pending share someone sent', () => {
    expect(isPendingShare(share)).toBe(true);
    expect(isPendingShare({ ...share, type: 'dictionary_share' })).toBe(true);
    expect(isPendingShare({ ...share, share_status: 'accept' })).toBe(false);
    expect(isPendingShare({ ...share, related_id: null })).toBe(false);
    expect(isPendingShare({ ...share, type: 'dictionary_share_accepted' })).toBe(false);
    expect(isPendingShare({ ...share, type: 'other' })).toBe(false);
  });

  it('labels answered shares', () => {
    expect(shareStatusLabel({ ...share, share_status: 'accept' })).toBe('Accepted');
    expect(shareStatusLabel({ ...share, share_status: 'reject' })).toBe('Declined');
    expect(shareStatusLabel(share)).toBeNull();
    expect(shareStatusLabel({ ...share, type: 'dictionary_share_accepted', share_status: 'accept' })).toBeNull();
  });

  it('shows the answer on the answered notification only', () => {
    const other = { ...share, id: 4 };
    const after = withShareAnswer([share, other], 3, 'reject');
    expect(after[0]).toMatchObject({ id: 3, share_status: 'reject', is_read: true });
    expect(after[1]).toBe(other);
    expect(responseMessage('accept')).toMatch(/accepted/);
    expect(responseMessage('reject')).toBe('Share declined.');
  });
});

describe('R-CLASS-8: class notifications', () => {
  it('labels an assignment set and its reminder, each leading to the student’s assignments; others have no label', () => {
    expect(assignmentNotice({ type: 'assignment_set' })).toEqual({ label: 'Assignment', linkText: 'Open my assignments' });
    expect(assignmentNotice({ type: 'assignment_due' })).toEqual({ label: 'Reminder', linkText: 'Open my assignments' });
    expect(assignmentNotice({ type: 'dictionary_share' })).toBeNull();
    expect(assignmentNotice({ type: 'other' })).toBeNull();
  });
});
