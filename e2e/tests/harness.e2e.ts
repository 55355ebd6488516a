import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, productEnv, startProduct } from '../testing/product.ts';

describe('e2e harness', () => {
  it('keeps the developer’s database, Redis and mail server away from the product under test', () => {
    const env = productEnv({ DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://x', SMTP_URL: 'smtp://x', PATH: '/bin', PORT: '1' }, { PORT: '4321' });
    expect(env).toEqual({ PATH: '/bin', PORT: '4321' });
  });

  it('hands out a port nobody is listening on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  it('starts a healthy product on its own data folder and cleans up on stop', async () => {
    const product = await startProduct();
    try {
      expect(existsSync(product.dataDir)).toBe(true);
      const health = await fetch(`${product.url}/api/health`);
      expect(health.status).toBe(200);
      expect(typeof product.logs()).toBe('string');
    } finally {
      await product.stop();
    }
    expect(existsSync(product.dataDir)).toBe(false);
    await expect(fetch(`${product.url}/api/health`)).rejects.toThrow();
    await product.stop(); // a second stop is harmless
  });

  it('reports the product’s own logs when it cannot start', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      // The product's own complaint names the port it could not take.
      const failure = new RegExp(`exited before it became healthy[\\s\\S]*--- product logs ---[\\s\\S]*${port}`);
      await expect(startProduct({ env: { PORT: String(port) } })).rejects.toThrow(failure);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
