import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pager, sessionsPath } from './session-paging';

describe('conversation list paging', () => {
  it('asks for pages of 10', () => {
    expect(sessionsPath(1)).toBe('/api/ai/sessions?page=1&limit=10');
    expect(sessionsPath(3)).toBe('/api/ai/sessions?page=3&limit=10');
    expect(sessionsPath(0)).toBe('/api/ai/sessions?page=1&limit=10');
  });

  it('counts pages, with one page for an empty list', () => {
    expect([0, 1, 10, 11, 20, 21].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('steps back when a delete empties the last page', () => {
    expect(clampPage(3, 20)).toBe(2);
    expect(clampPage(2, 11)).toBe(2);
    expect(clampPage(-4, 11)).toBe(1);
  });

  it('offers previous and next only where there is a page', () => {
    expect(pager(1, 5)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false, label: 'Page 1 of 1' });
    expect(pager(1, 25)).toMatchObject({ hasPrevious: false, hasNext: true, label: 'Page 1 of 3' });
    expect(pager(2, 25)).toMatchObject({ hasPrevious: true, hasNext: true });
    expect(pager(3, 25)).toMatchObject({ hasPrevious: true, hasNext: false, label: 'Page 3 of 3' });
  });
});
