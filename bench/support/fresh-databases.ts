// A fresh, migrated database of each kind for one benchmark's measure, closed (and on PostgreSQL dropped) after.
import { migrateToLatest, openDatabase, type DbHandle } from '@matchdrop/db';
import postgres from 'postgres';
import { postgresAnswers } from './postgres.ts';

/** Runs `measure` on an embedded PGlite in memory; answers what it did. */
export async function onFreshPglite(measure: (handle: DbHandle) => Promise<boolean>): Promise<boolean> {
  const handle = await openDatabase({});
  try {
    await migrateToLatest(handle.db);
    return await measure(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Runs `measure` on a fresh, migrated database of its own on the PostgreSQL server at `serverUrl` (dropped after),
 * or says it is skipped when no server answers. Answers what `measure` did, or true when skipped.
 */
export async function onFreshPostgres(serverUrl: string, label: string, measure: (handle: DbHandle) => Promise<boolean>): Promise<boolean> {
  if (!(await postgresAnswers(serverUrl))) {
    console.log(`\n${label} on postgres: skipped (no server on 127.0.0.1:5432 and no DATABASE_URL)`);
    return true;
  }
  const name = `matchdrop_${label.replace(/\W/g, '_')}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateToLatest(handle.db);
    return await measure(handle);
  } finally {
    await handle.close();
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.end();
  }
}
