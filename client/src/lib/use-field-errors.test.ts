import { describe, expect, it } from 'vitest';
import { visibleErrors, type FieldErrors } from './use-field-errors';

interface Values {
  name: string;
  due: string;
}
const valueOf = (values: Values, field: string) => values[field as keyof Values];
/** The form's own check: a name is needed, and a due date after 2026. */
const check = (v: Values): FieldErrors => ({
  ...(v.name === '' ? { name: 'Enter a name' } : {}),
  ...(v.due === '' ? { due: 'Enter a due date' } : v.due < '2027' ? { due: 'The due date must be in the future' } : {}),
});

describe('visibleErrors: a field’s error clears as soon as the field is valid', () => {
  const submitted: Values = { name: '', due: '2020-01-01' };
  const shown = { values: submitted, checked: check(submitted), server: {} };

  it('keeps every error while nothing changed', () => {
    expect(visibleErrors(shown, submitted, check(submitted), valueOf)).toEqual({ name: 'Enter a name', due: 'The due date must be in the future' });
  });

  it('clears the error of a field made valid, and only it, before any submit', () => {
    const fixed = { ...submitted, due: '2030-01-01' };
    expect(visibleErrors(shown, fixed, check(fixed), valueOf)).toEqual({ name: 'Enter a name' });
  });

  it('words a still wrong field as it now is, and shows no new error while typing', () => {
    const emptied = { name: '', due: '' };
    expect(visibleErrors({ values: submitted, checked: { due: 'The due date must be in the future' }, server: {} }, emptied, check(emptied), valueOf)).toEqual({
      due: 'Enter a due date',
    });
  });

  it('keeps a server’s error until its field changes', () => {
    const sent: Values = { name: 'Animals', due: '2030-01-01' };
    const refused = { values: sent, checked: {}, server: { name: 'Unknown game' } };
    expect(visibleErrors(refused, { ...sent, due: '2031-01-01' }, {}, valueOf)).toEqual({ name: 'Unknown game' });
    expect(visibleErrors(refused, { ...sent, name: 'Birds' }, {}, valueOf)).toEqual({});
  });
});
