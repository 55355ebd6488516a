import { describe, expect, it } from 'vitest';
import { chooseChromium } from './chromium.ts';

const on =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the browser of the browser tests', () => {
  it("takes Debian's headless shell before the full browser", () => {
    expect(chooseChromium({}, on('/usr/bin/chromium-headless-shell', '/usr/bin/chromium'))).toEqual({ path: '/usr/bin/chromium-headless-shell' });
  });

  it('runs on the full browser without the shell, saying how to be faster', () => {
    const choice = chooseChromium({}, on('/usr/bin/chromium'));
    expect(choice).toMatchObject({ path: '/usr/bin/chromium', note: expect.stringContaining('apt-get install -y chromium-headless-shell') });
  });

  it('fails with the install hint when there is no browser, never skipping', () => {
    expect(chooseChromium({}, on())).toEqual({ error: expect.stringMatching(/^Chromium not found .*apt-get install -y chromium-headless-shell/) });
  });

  it('uses CHROMIUM_PATH when set, and names it when it is missing', () => {
    expect(chooseChromium({ CHROMIUM_PATH: '/opt/chrome' }, on('/opt/chrome', '/usr/bin/chromium-headless-shell'))).toEqual({ path: '/opt/chrome' });
    expect(chooseChromium({ CHROMIUM_PATH: '/opt/chrome' }, on('/usr/bin/chromium-headless-shell'))).toEqual({ error: expect.stringContaining('/opt/chrome (CHROMIUM_PATH)') });
  });
});
