import { describe, expect, it } from 'vitest';
import { nicknameProblem } from './nickname';

describe('nickname rules', () => {
  it('accepts 2 to 20 characters once trimmed', () => {
    expect(nicknameProblem('Jo', [])).toBeNull();
    expect(nicknameProblem('  Jo  ', [])).toBeNull();
    expect(nicknameProblem('a'.repeat(20), [])).toBeNull();
  });

  it('refuses too short or too long names', () => {
    expect(nicknameProblem(' J ', [])).toMatch(/at least 2/);
    expect(nicknameProblem('a'.repeat(21), [])).toMatch(/at most 20/);
  });

  it('refuses control characters', () => {
    expect(nicknameProblem('Jo\u0007e', [])).toMatch(/control/);
  });

  it('refuses an offensive word, also spelled with look-alikes', () => {
    expect(nicknameProblem('sh1t happens', [])).toMatch(/another nickname/);
  });

  it('refuses a name already in the lobby, ignoring case', () => {
    expect(nicknameProblem('ANA', ['ana', 'Bo'])).toMatch(/already/);
    expect(nicknameProblem('Anna', ['ana'])).toBeNull();
  });
});
