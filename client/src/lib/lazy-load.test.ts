import { describe, expect, it, vi } from 'vitest';
import { lazyLoad } from './lazy-load';

describe('lazyLoad', () => {
  it('loads once, however many ask, and then answers without waiting', async () => {
    const start = vi.fn(() => Promise.resolve('pairs'));
    const value = lazyLoad(start);
    expect(value.current()).toBeUndefined();
    const [a, b] = await Promise.all([value.load(), value.load()]);
    expect([a, b]).toEqual(['pairs', 'pairs']);
    expect(value.current()).toBe('pairs');
    expect(await value.load()).toBe('pairs');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('has nothing to answer while the load is under way', () => {
    const value = lazyLoad(() => new Promise<string>(() => {}));
    void value.load();
    expect(value.current()).toBeUndefined();
  });

  it('forgets a failed load, so that the next demand (Retry) loads again', async () => {
    const start = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('pairs');
    const value = lazyLoad(start);
    await expect(value.load()).rejects.toThrow('offline');
    expect(value.current()).toBeUndefined();
    expect(await value.load()).toBe('pairs');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('preloads without a rejection to catch, and the next demand after a failed preload loads again', async () => {
    const start = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('pairs');
    const value = lazyLoad(start);
    value.preload();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(await value.load()).toBe('pairs');
    expect(start).toHaveBeenCalledTimes(2);
  });
});
