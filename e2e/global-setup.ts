import { existsSync } from 'node:fs';

// End-to-end tests never skip: a missing browser is a failure that says how to fix it.
export default function setup(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`Chromium not found at ${chromium}. Install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`);
  }
}
