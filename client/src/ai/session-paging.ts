import { t } from '@lingui/core/macro';
import { AI_SESSIONS_LIST_PAGE_SIZE } from '@matchdrop/shared';

/** The conversation list in pages of 10 (R-AI-6: the interface asks for page 1 with size 10). */

export function sessionsPath(page: number, size: number = AI_SESSIONS_LIST_PAGE_SIZE): string {
  return `/api/ai/sessions?page=${Math.max(1, Math.floor(page))}&limit=${size}`;
}

/** At least one page, so an empty list still reads 'Page 1 of 1'. */
export function pageCount(total: number, size: number = AI_SESSIONS_LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** A page number inside 1..pageCount (after a delete empties the last page, the one before it). */
export function clampPage(page: number, total: number, size: number = AI_SESSIONS_LIST_PAGE_SIZE): number {
  return Math.min(pageCount(total, size), Math.max(1, Math.floor(page)));
}

export interface Pager {
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  label: string;
}

export function pager(page: number, total: number, size: number = AI_SESSIONS_LIST_PAGE_SIZE): Pager {
  const pages = pageCount(total, size);
  const current = clampPage(page, total, size);
  return { page: current, pages, hasPrevious: current > 1, hasNext: current < pages, label: t`Page ${current} of ${pages}` };
}
