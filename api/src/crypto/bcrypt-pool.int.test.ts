import { readdirSync, readFileSync } from 'node:fs';
import bcryptjs from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { BcryptPool } from './bcrypt-pool.js';
import { BCRYPT_COST, hashPassword, verifyPassword } from './password.js';

describe('BcryptPool', () => {
  const pool = new BcryptPool(2);
  afterAll(() => pool.close());

  it('hashes and compares in worker threads, compatibly with bcryptjs itself', async () => {
    const hash = await pool.hash('correct horse', 4);
    expect(hash).toMatch(/^\$2b\$04\$/);
    expect(await pool.compare('correct horse', hash)).toBe(true);
    expect(await pool.compare('wrong horse', hash)).toBe(false);
    expect(bcryptjs.compareSync('correct horse', hash)).toBe(true);
    expect(await pool.compare('battery staple', bcryptjs.hashSync('battery staple', 4))).toBe(true);
    expect(await pool.compare('anything', 'not-a-bcrypt-hash')).toBe(false);
  });

  it('answers many concurrent jobs, each with its own result', async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((p) => pool.hash(p, 4)));
    const checks = await Promise.all(passwords.map((p, i) => pool.compare(p, hashes[(i + 1) % hashes.length]!)));
    expect(checks).toEqual(passwords.map(() => false));
    expect(await Promise.all(passwords.map((p, i) => pool.compare(p, hashes[i]!)))).toEqual(passwords.map(() => true));
  });

  it('keeps the event loop free while hashing at the product’s cost', async () => {
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const hashes = await Promise.all([hashPassword('one-password'), hashPassword('two-password')]);
    clearInterval(timer);
    expect(hashes[0]).toMatch(new RegExp(`^\\$2b\\$${BCRYPT_COST}\\$`));
    expect(await verifyPassword('two-password', hashes[1]!)).toBe(true);
    // bcryptjs's own async API computes on this thread in slices of up to 100 ms, so hashing here would leave gaps
    // of about 100 ms or more; a busy machine's scheduling alone has shown gaps of 70 ms (CI, load 15 on 2 cores).
    expect(longestGap).toBeLessThan(95);
  });

  it('runs the hashing threads at a lower priority than the event loop (Linux nice 10)', async () => {
    await pool.hash('warm-up', 4);
    // /proc/self/task/<tid>/stat: the 19th field is the thread's nice value.
    const niceOf = (tid: string): number => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const nices = readdirSync('/proc/self/task').map(niceOf);
    expect(niceOf(String(process.pid))).toBe(0);
    expect(nices.filter((nice) => nice === 10).length).toBeGreaterThanOrEqual(1);
  });

  it('rejects the jobs of a worker that cannot start instead of hanging', async () => {
    const broken = new BcryptPool(1, '/nonexistent/bcryptjs.js');
    await expect(broken.hash('x', 4)).rejects.toThrow();
    await broken.close();
  });
});
