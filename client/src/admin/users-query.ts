import { t } from '@lingui/core/macro';
import { ADMIN_USERS_PAGE_SIZE, type UsersPage, type UsersQuery } from '@matchdrop/shared';

export const DEFAULT_USERS_QUERY: UsersQuery = { page: 1, limit: ADMIN_USERS_PAGE_SIZE, search: '', status: 'all' };

/** GET /api/admin/users with only what differs from the server's defaults (search trimmed, status 'all' left out). */
export function usersPath(query: Partial<UsersQuery>): string {
  const { page, limit, search, status } = { ...DEFAULT_USERS_QUERY, ...query };
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim() !== '') params.set('search', search.trim());
  if (status !== 'all') params.set('status', status);
  return `/api/admin/users?${params.toString()}`;
}

/** "Showing 51–100 of 230", "No users found", for the table's caption. */
export function pageSummary(page: Pick<UsersPage, 'page' | 'limit' | 'total'> & { users: readonly unknown[] }): string {
  const { total } = page;
  if (total === 0 || page.users.length === 0) return total === 0 ? t`No users found` : t`No users on this page (${total} in all)`;
  const first = (page.page - 1) * page.limit + 1;
  const last = first + page.users.length - 1;
  return t`Showing ${first}–${last} of ${total}`;
}

/** "Page 2 of 5"; an empty result is still page 1 of 1 to the reader. */
export function pageLabel(page: Pick<UsersPage, 'page' | 'totalPages'>): string {
  const current = page.page;
  const pages = Math.max(1, page.totalPages);
  return t`Page ${current} of ${pages}`;
}

export function hasPreviousPage(page: Pick<UsersPage, 'page'>): boolean {
  return page.page > 1;
}

export function hasNextPage(page: Pick<UsersPage, 'page' | 'totalPages'>): boolean {
  return page.page < page.totalPages;
}
