import { testBackends } from '@matchdrop/db/testing';
import { describe, expect, it } from 'vitest';
import { movableClock, useTestApi } from '../testing.js';

const PUPILS = 40;
const FIVE_MINUTES = 5 * 60_000;

describe.each(await testBackends())('a classroom behind one address on %s', (kind) => {
  const api = useTestApi(kind, { mailbox: 'start', clock: movableClock() });

  it(
    `lets ${PUPILS} pupils from one IP register, log in and load their profile within five minutes`,
    async () => {
      const started = Date.now();
      const pupils = Array.from({ length: PUPILS }, (_, i) => ({
        username: `pupil_${kind}_${i}`,
        email: `pupil${i}.${kind}@school.example`,
        password: `pupil-password-${i}`,
      }));
      // Everyone at once, as when the teacher says "go".
      const registered = await Promise.all(pupils.map((pupil) => api().post('/api/auth/register', pupil)));
      expect(registered.map((r) => r.status)).toEqual(pupils.map(() => 201));

      const logins = await Promise.all(pupils.map((pupil) => api().post('/api/auth/login', { username: pupil.username, password: pupil.password })));
      expect(logins.map((r) => r.status)).toEqual(pupils.map(() => 200));

      const profiles = await Promise.all(logins.map((login) => api().get('/api/auth/profile', { token: login.body.token as string })));
      expect(profiles.map((r) => (r.body.user as { username: string }).username)).toEqual(pupils.map((p) => p.username));
      expect(Date.now() - started).toBeLessThan(FIVE_MINUTES);
    },
    FIVE_MINUTES + 30_000,
  );
});
