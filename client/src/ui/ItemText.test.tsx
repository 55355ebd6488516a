import { pictureItem } from '@matchdrop/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItemText } from './ItemText';

const id = 'ab'.repeat(32);

describe('ItemText (R-PIC-16)', () => {
  it('R-PIC-16: shows a picture item as its small picture, described, sized and lazy, beside its description', () => {
    const html = renderToStaticMarkup(<ItemText item={pictureItem(id, 'A red apple')} />);
    expect(html).toContain(`src="/api/media/${id}-s.webp"`);
    expect(html).toContain('alt="A red apple"');
    expect(html).toMatch(/width="40" height="40" loading="lazy" decoding="async"/);
    expect(html).toContain('<span aria-hidden="true">A red apple</span>');
    expect(html).not.toContain('[img:');
  });

  it('R-PIC-16: shows a text item as its words alone', () => {
    expect(renderToStaticMarkup(<ItemText item="apple" />)).toBe('apple');
  });
});
