import type { DataChanges, Database, Kysely } from '@matchdrop/db';
import { findAuthRow, type AuthRow } from '../users/repository.js';

/** Users whose rows are kept; past this many the oldest is read again when next needed. */
const KEPT_ROWS_MAX = 10_000;

/**
 * The signed-in user's row for authenticate(), read once and kept until a write to `users` (a suspension, a role
 * change, a revocation, a deletion: each stamps the table) makes it stale, so a suspended token still stops at
 * the very next request. Without change tracking, the row is read on every request.
 */
export function authRowReader(db: Kysely<Database>, changes: DataChanges | undefined): (id: number) => Promise<AuthRow | undefined> {
  if (!changes) return (id) => findAuthRow(db, id);
  const kept = new Map<number, { row: AuthRow; snapshot: number }>();
  const USERS = ['users'];
  return async (id) => {
    const known = kept.get(id);
    if (known && !changes.changedSince(USERS, known.snapshot)) return known.row;
    const snapshot = changes.snapshot();
    const row = await findAuthRow(db, id);
    if (!row || snapshot === undefined) {
      kept.delete(id);
      return row;
    }
    if (!known && kept.size >= KEPT_ROWS_MAX) kept.delete(kept.keys().next().value!);
    kept.set(id, { row, snapshot });
    return row;
  };
}
