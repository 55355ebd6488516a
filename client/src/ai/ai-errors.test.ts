import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { AI_ERRORS, problemOf, saveProblemOf, usageIn } from './ai-errors';

describe('AI failures', () => {
  it("show the catalogue's text, with the server's reason as detail", () => {
    expect(problemOf(AI_ERRORS.send, new ApiError(400, 'Could not use that URL: not found', { error: 'Could not use that URL: not found' }))).toEqual({
      title: 'Failed to send message',
      detail: 'Could not use that URL: not found',
    });
    expect(problemOf(AI_ERRORS.load, new ApiError(500, 'Request failed: 500', null))).toEqual({ title: 'Failed to load chat session' });
    expect(problemOf(AI_ERRORS.create, new TypeError('boom'))).toEqual({ title: 'Failed to create chat session' });
  });

  it('explain a network failure and a quota refusal', () => {
    expect(problemOf(AI_ERRORS.rename, new ApiError(0, 'Request failed'))).toEqual({ title: 'Failed to rename conversation', detail: 'Check your connection and try again.' });
    expect(problemOf(AI_ERRORS.delete, new ApiError(429, 'Too many requests. Please wait before trying again.', 'plain text'))).toEqual({
      title: 'Failed to delete conversation',
      detail: 'Too many requests. Please wait before trying again.',
    });
  });

  it('show a 409 on saving exactly as the server words it', () => {
    const text = 'This game has already been saved as "Animals"';
    expect(saveProblemOf(new ApiError(409, text, { error: text, existingName: 'Animals' }))).toEqual({ title: text });
    expect(saveProblemOf(new ApiError(400, 'x', { error: 'Game name is required' }))).toEqual({ title: 'Failed to save game', detail: 'Game name is required' });
  });

  it('read the usage a quota refusal carries', () => {
    const usage = { canSendMessage: false };
    expect(usageIn(new ApiError(429, 'x', { error: 'x', usage }))).toBe(usage);
    expect(usageIn(new ApiError(500, 'x', null))).toBeUndefined();
    expect(usageIn(new Error('x'))).toBeUndefined();
  });
});
