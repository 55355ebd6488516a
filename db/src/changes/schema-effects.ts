import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema/index.js';
import type { DataChanges } from './data-changes.js';

/**
 * Reads from the catalog what DataChanges must know: the schema's tables, and for each the other tables a
 * write to it may change: foreign keys that cascade (or set null/default) on delete or update, and the tables a
 * trigger's function names. Followed transitively, so a deleted user stamps their games, plays and their
 * trigger-kept figures at once.
 */
export async function learnSchema(db: Kysely<Database>, changes: DataChanges): Promise<void> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const keys = await sql<{ parent: string; child: string }>`select distinct parent.relname as parent, child.relname as child
    from pg_constraint c join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and child.relnamespace = current_schema()::regnamespace
      and (c.confdeltype in ('c', 'n', 'd') or c.confupdtype in ('c', 'n', 'd'))`.execute(db);
  const triggers = await sql<{ name: string; body: string }>`select t.tgrelid::regclass::text as name, p.prosrc as body
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const names = tables.rows.map((row) => row.name);
  const edges = () => new Map<string, Set<string>>(names.map((name) => [name, new Set<string>()]));
  const [triggered, cascaded] = [edges(), edges()];
  for (const { parent, child } of keys.rows) cascaded.get(parent)?.add(child);
  for (const { name, body } of triggers.rows) {
    for (const other of names) if (other !== name && new RegExp(`(?<![a-z0-9_$])${other}(?![a-z0-9_$])`, 'i').test(body)) triggered.get(name)?.add(other);
  }
  const any = edges();
  for (const name of names) for (const other of [...triggered.get(name)!, ...cascaded.get(name)!]) any.get(name)!.add(other);
  const onChange = closure(any);
  // An insert fires triggers; what a trigger then writes may change anything its own writes change.
  const onInsert = new Map([...triggered].map(([name, targets]) => [name, [...new Set([...targets].flatMap((target) => [target, ...(onChange.get(target) ?? [])]))]]));
  changes.learn(names, { onInsert, onChange });
}

function closure(direct: ReadonlyMap<string, ReadonlySet<string>>): Map<string, readonly string[]> {
  const effects = new Map<string, readonly string[]>();
  for (const table of direct.keys()) {
    const reached = new Set<string>();
    const queue = [...(direct.get(table) ?? [])];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (next === table || reached.has(next)) continue;
      reached.add(next);
      queue.push(...(direct.get(next) ?? []));
    }
    effects.set(table, [...reached]);
  }
  return effects;
}
