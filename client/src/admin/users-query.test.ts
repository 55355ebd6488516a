import { describe, expect, it } from 'vitest';
import { hasNextPage, hasPreviousPage, pageLabel, pageSummary, usersPath } from './users-query';

describe('usersPath', () => {
  it('sends page and limit (defaults 1 and 50) and leaves out an empty search and status all', () => {
    expect(usersPath({})).toBe('/api/admin/users?page=1&limit=50');
    expect(usersPath({ search: '   ', status: 'all' })).toBe('/api/admin/users?page=1&limit=50');
  });

  it('trims and encodes the search and adds a status filter', () => {
    expect(usersPath({ page: 3, limit: 20, search: ' ann&co ', status: 'suspended' })).toBe('/api/admin/users?page=3&limit=20&search=ann%26co&status=suspended');
  });
});

describe('page captions and buttons', () => {
  const users = (n: number) => Array.from({ length: n }, () => ({}));

  it('summarises the rows shown', () => {
    expect(pageSummary({ page: 2, limit: 50, total: 130, users: users(50) })).toBe('Showing 51–100 of 130');
    expect(pageSummary({ page: 3, limit: 50, total: 130, users: users(30) })).toBe('Showing 101–130 of 130');
    expect(pageSummary({ page: 1, limit: 50, total: 0, users: [] })).toBe('No users found');
    expect(pageSummary({ page: 9, limit: 50, total: 130, users: [] })).toBe('No users on this page (130 in all)');
  });

  it('labels the page, never "of 0"', () => {
    expect(pageLabel({ page: 2, totalPages: 5 })).toBe('Page 2 of 5');
    expect(pageLabel({ page: 1, totalPages: 0 })).toBe('Page 1 of 1');
  });

  it('enables previous after page 1 and next before the last page', () => {
    expect(hasPreviousPage({ page: 1 })).toBe(false);
    expect(hasPreviousPage({ page: 2 })).toBe(true);
    expect(hasNextPage({ page: 2, totalPages: 3 })).toBe(true);
    expect(hasNextPage({ page: 3, totalPages: 3 })).toBe(false);
    expect(hasNextPage({ page: 1, totalPages: 0 })).toBe(false);
  });
});
