// Test support (not a test file): a temporary DATA_DIR and a minimal built client for a server under test.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestDirs {
  dataDir: string;
  clientDist: string;
  remove(): Promise<void>;
}

export async function testDirs(prefix: string): Promise<TestDirs> {
  const tmp = await mkdtemp(join(tmpdir(), `matchdrop-${prefix}-`));
  const clientDist = join(tmp, 'client');
  await mkdir(clientDist, { recursive: true });
  await writeFile(join(clientDist, 'index.html'), '<!doctype html><title>MatchDrop test client</title>');
  return { dataDir: join(tmp, 'data'), clientDist, remove: () => rm(tmp, { recursive: true, force: true }) };
}
