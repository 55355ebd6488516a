import { describe, expect, it } from 'vitest';
import { mayTakeInitialFocus } from './use-initial-focus';

describe('the initial focus of a popup step', () => {
  it('takes focus from nothing, the page, or the button the dialog focused by itself', () => {
    expect(mayTakeInitialFocus(null)).toBe(true);
    expect(mayTakeInitialFocus({ tagName: 'BODY' })).toBe(true);
    expect(mayTakeInitialFocus({ tagName: 'BUTTON' })).toBe(true);
    expect(mayTakeInitialFocus({ tagName: 'DIALOG' })).toBe(true);
  });

  it('leaves focus where the user is already typing', () => {
    expect(mayTakeInitialFocus({ tagName: 'INPUT' })).toBe(false);
    expect(mayTakeInitialFocus({ tagName: 'textarea' })).toBe(false);
    expect(mayTakeInitialFocus({ tagName: 'SELECT' })).toBe(false);
    expect(mayTakeInitialFocus({ tagName: 'DIV', isContentEditable: true })).toBe(false);
  });
});
