import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error.js';
import { validate } from './validate.js';

const schema = z.object({
  username: z.string().min(3),
  password: z.string().min(6, 'Password must be at least 6 characters long'),
  limit: z.coerce.number().int().optional(),
});

function failure(value: unknown): HttpError {
  try {
    validate(schema, value);
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected validate to throw');
}

describe('validate', () => {
  it('returns the parsed value', () => {
    expect(validate(schema, { username: 'alice', password: 'secret1', limit: '5' })).toEqual({
      username: 'alice',
      password: 'secret1',
      limit: 5,
    });
  });

  it('answers 400 with the schema’s own message when it has one', () => {
    const err = failure({ username: 'alice', password: 'x' });
    expect(err.status).toBe(400);
    expect(err.message).toBe('Password must be at least 6 characters long');
  });

  it('names a missing field', () => {
    expect(failure({}).message).toBe('username is required');
  });

  it('names the field in zod’s default texts', () => {
    expect(failure({ username: 'al', password: 'secret1' }).message).toMatch(/^username: Too small/);
    expect(failure({ username: 'alice', password: 'secret1', limit: 'abc' }).message).toMatch(/^limit: /);
  });

  it('reports a non-object value', () => {
    expect(failure(5).message).toMatch(/expected object/);
  });
});
