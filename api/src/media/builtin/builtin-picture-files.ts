import { fileURLToPath } from 'node:url';

/**
 * The committed WebPs of the built-in picture games (R-PIC-22): `<id>.webp` and `<id>-s.webp`, beside src/ and dist/
 * alike (both are two folders below api/), so `npm start`, the tests and every process read the same files.
 */
export const BUILTIN_PICTURES_DIR = fileURLToPath(new URL('../../../builtin-pictures/', import.meta.url));

export const builtinPictureFile = (id: string, size: 'large' | 'small'): string => `${BUILTIN_PICTURES_DIR}${id}${size === 'small' ? '-s' : ''}.webp`;
