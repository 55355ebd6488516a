import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

export interface JwtSecret {
  secret: string;
  source: 'JWT_SECRET' | 'file' | 'created';
  /** The file read or written; undefined when JWT_SECRET was set. */
  path?: string;
}

function isCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

async function readSecretFile(path: string): Promise<string> {
  const secret = (await readFile(path, 'utf8')).trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The JWT secret in ${path} is shorter than ${MIN_SECRET_LENGTH} characters: delete the file to generate a new one.`);
  }
  return secret;
}

/**
 * The key that signs login tokens: JWT_SECRET when set, otherwise `<dataDir>/jwt-secret`,
 * created on the first start (64 random bytes as hex, readable by the owner only) so tokens
 * survive restarts without any configuration.
 */
export async function loadOrCreateJwtSecret(dataDir: string, configured?: string): Promise<JwtSecret> {
  if (configured !== undefined) return { secret: configured, source: 'JWT_SECRET' };
  const path = join(dataDir, JWT_SECRET_FILE);
  try {
    return { secret: await readSecretFile(path), source: 'file', path };
  } catch (err) {
    if (!isCode(err, 'ENOENT')) throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(64).toString('hex');
  try {
    // 'wx': if another process created the file meanwhile, use theirs instead of overwriting it.
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (isCode(err, 'EEXIST')) return { secret: await readSecretFile(path), source: 'file', path };
    throw err;
  }
  return { secret, source: 'created', path };
}
