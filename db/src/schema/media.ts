import type { CreatedAt, NullableTimestamp } from './columns.js';

/** A stored picture (migration 0020): its two re-encoded WebP sizes, named by the SHA-256 of the large one. */
export interface MediaTable {
  id: string;
  /** The WebP fitted into 768 × 768 px (the projector, the editor). */
  large: Uint8Array;
  /** The WebP fitted into 256 × 256 px (cards on the field, lists). */
  small: Uint8Array;
  /** Of the large WebP. */
  width: number;
  height: number;
  /** Both WebPs together: what the picture counts against a quota. */
  bytes: number;
  created_at: CreatedAt;
  /** Since when no game names the picture (set and cleared by the sweep); null while one does. */
  unused_since: NullableTimestamp;
}

/** The SHA-256 of an original upload and the picture it became. */
export interface MediaSourcesTable {
  source_hash: string;
  media_id: string;
}

/** Who brought a picture in (each account once per picture). */
export interface MediaOwnersTable {
  media_id: string;
  user_id: number;
  created_at: CreatedAt;
}
