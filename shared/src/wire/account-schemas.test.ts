import { describe, expect, it } from 'vitest';
import { SUSPENSION_MESSAGE_MAX } from './accounts.js';
import { suspensionMessageSchema } from './account-schemas.js';

const issue = (input: unknown): string | undefined => suspensionMessageSchema.safeParse(input).error?.issues[0]?.message;

describe('suspension message and admin reply (R-SUSP-3, R-ADMIN-4)', () => {
  it('is trimmed and must not be blank', () => {
    expect(suspensionMessageSchema.parse('  Please lift it  ')).toBe('Please lift it');
    expect(issue(' \n ')).toBe('Please enter a message');
    expect(issue(undefined)).toBe('Please enter a message');
  });

  it('is at most SUSPENSION_MESSAGE_MAX characters once trimmed', () => {
    expect(suspensionMessageSchema.parse(` ${'x'.repeat(SUSPENSION_MESSAGE_MAX)} `)).toHaveLength(SUSPENSION_MESSAGE_MAX);
    expect(issue('x'.repeat(SUSPENSION_MESSAGE_MAX + 1))).toBe('Message must be at most 2000 characters');
  });
});
