// What several benchmarks share about the local PostgreSQL (bench/*.ts files are benchmarks themselves, so
// shared pieces live in this folder).
import postgres from 'postgres';

/** True when a PostgreSQL server answers at `url` within 2 s; the benchmarks then measure it beside PGlite. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}
