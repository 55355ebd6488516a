import { sqlMigration } from './sql-migration.js';

/** The channel a table's change is announced on, with the table's name as the payload (db/src/pglite-read-cache.ts). */
export const TABLE_CHANGED_CHANNEL = 'matchdrop_table_changed';
/** The trigger every table of the schema carries; a table without it is never read from the cache. */
export const TABLE_CHANGED_TRIGGER = 'matchdrop_changed';

const everyTable = `select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely\\_%'`;

/**
 * Every write to a table, by anyone (the product, a script, an operator's SQL), announces the table's name once per
 * statement, so the embedded database's read cache (pglite-read-cache.ts) drops what it read from that table. Only a
 * session that listens is told: on PGlite the one session both writes and listens, so its own notifications reach
 * it; on PostgreSQL, where nothing is cached, the writing sessions do not listen and skip pg_notify (whose commit
 * lock would serialize every writing transaction for nobody). A table added later needs the trigger too (tested).
 */
export const changeNotices = sqlMigration(
  [
    `create function matchdrop_table_changed() returns trigger language plpgsql as $$
    begin
      if '${TABLE_CHANGED_CHANNEL}' = any (array(select pg_listening_channels())) then
        perform pg_notify('${TABLE_CHANGED_CHANNEL}', tg_table_name);
      end if;
      return null;
    end $$`,
    `do $$ declare t text; begin
      for t in ${everyTable} loop
        execute format('create trigger ${TABLE_CHANGED_TRIGGER} after insert or update or delete or truncate on %I
          for each statement execute function matchdrop_table_changed()', t);
      end loop;
    end $$`,
  ],
  [
    `do $$ declare t text; begin
      for t in ${everyTable} loop
        execute format('drop trigger if exists ${TABLE_CHANGED_TRIGGER} on %I', t);
      end loop;
    end $$`,
    `drop function matchdrop_table_changed()`,
  ],
);
