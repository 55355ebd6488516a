import { sqlMigration } from './sql-migration.js';
import { TABLE_CHANGED_TRIGGER } from './0018_change_notices.js';

const MEDIA_TABLES = ['media', 'media_sources', 'media_owners'];

/**
 * Pictures on cards (issue 35), kept in the product's own database so several processes and both backends need
 * nothing more. A picture is stored once per content: `id` is the SHA-256 of its large re-encoded WebP (the address
 * it is served at), `media_sources` maps the hash of every original upload to it (the same bytes uploaded again, by
 * anyone, answer the same picture without decoding them again), `media_owners` says who uploaded it (the per-account
 * quota counts the pictures an account brought in). `unused_since` is set by the sweep while no game names the
 * picture; after the grace period the picture goes (api/src/media/sweep.ts).
 */
export const media = sqlMigration(
  [
    `create table media (
      id text primary key check (id ~ '^[0-9a-f]{64}$'),
      large bytea not null,
      small bytea not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      bytes integer not null check (bytes > 0),
      created_at timestamptz not null default now(),
      unused_since timestamptz
    )`,
    `create table media_sources (
      source_hash text primary key check (source_hash ~ '^[0-9a-f]{64}$'),
      media_id text not null references media(id) on delete cascade
    )`,
    `create index media_sources_media on media_sources (media_id)`,
    `create table media_owners (
      media_id text not null references media(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (media_id, user_id)
    )`,
    `create index media_owners_user on media_owners (user_id, created_at)`,
    // Every table carries the change trigger of migration 0018 (the PGlite read cache relies on it).
    ...MEDIA_TABLES.map(
      (table) => `create trigger ${TABLE_CHANGED_TRIGGER} after insert or update or delete or truncate on ${table} for each statement execute function matchdrop_table_changed()`,
    ),
  ],
  [`drop table media_owners`, `drop table media_sources`, `drop table media`],
);
