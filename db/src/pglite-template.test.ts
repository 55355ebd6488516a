import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { installedPgliteVersion, TEMPLATE_INFO, type TemplateInfo } from './pglite-template.js';

describe('the shipped PGlite template', () => {
  it('was made by the installed PGlite (after an upgrade: npm run pglite-template -w db)', async () => {
    const info = JSON.parse(await readFile(TEMPLATE_INFO, 'utf8')) as TemplateInfo;
    expect(info.pgliteVersion).toBe(await installedPgliteVersion());
  });
});
