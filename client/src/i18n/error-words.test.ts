import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { ERROR_CODES } from '@matchdrop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { wordError } from './error-words';

// Translations loaded by hand under the ids Lingui gives the English messages, as a compiled catalog would.
const translate = (english: string, russian: string) => i18n.load('ru', { [generateMessageId(english)]: russian });

describe('wordError', () => {
  afterEach(() => i18n.activate('en'));

  it("shows the server's own English text in English", () => {
    expect(wordError('room_not_found', 'Room not found', {})).toBe('Room not found');
  });

  it('words the code in another language, with the values the answer carries', () => {
    translate('Room not found.', 'Комната не найдена.');
    const codeInvalid = 'Wrong code. {attemptsLeft, plural, one {# attempt left.} other {# attempts left.}}';
    translate(codeInvalid, 'Неверный код. {attemptsLeft, plural, one {Осталась # попытка.} few {Осталось # попытки.} many {Осталось # попыток.} other {Осталось # попытки.}}');
    i18n.activate('ru');
    expect(wordError('room_not_found', 'Room not found', { code: 'room_not_found' })).toBe('Комната не найдена.');
    expect(wordError('code_invalid', 'Invalid verification code', { attemptsLeft: 2 })).toBe('Неверный код. Осталось 2 попытки.');
  });

  it('falls back to the words without a value when the answer lacks it', () => {
    translate('Wrong code.', 'Неверный код.');
    i18n.activate('ru');
    expect(wordError('code_invalid', 'Invalid verification code', {})).toBe('Неверный код.');
  });

  it('has words for every code of the API and the game server', () => {
    i18n.activate('ru');
    for (const code of ERROR_CODES) expect(wordError(code, 'English text', {}), code).not.toBe('');
  });
});
