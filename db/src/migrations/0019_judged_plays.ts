import { sqlMigration } from './sql-migration.js';

/**
 * The progress figures kept once per statement from its inserted rows (a transition table), of the plays `plays`: a
 * batch of judged plays (the API writes those arriving together in one statement) updates each game's totals row
 * once, instead of once per play, which on PostgreSQL made every play of one game wait for the previous one's lock.
 * Within a statement each player's best row is picked first (higher score, then shorter time, then earlier), so the
 * figures are those the row trigger kept.
 */
const statementProgressFunction = (plays: string) => `create or replace function game_sessions_progress() returns trigger language plpgsql as $$
    begin
      insert into game_play_totals as t (game_key, dictionary_id, plays, accuracy_sum, time_ms_sum)
        select game_key, min(dictionary_id), count(*), sum(accuracy), sum(time_ms)
        from inserted where game_key is not null and ${plays} group by game_key
        on conflict (game_key) do update set
          plays = t.plays + excluded.plays, accuracy_sum = t.accuracy_sum + excluded.accuracy_sum, time_ms_sum = t.time_ms_sum + excluded.time_ms_sum;
      insert into game_player_bests as b (game_key, dictionary_id, user_id, score, accuracy, time_ms, played_at)
        select distinct on (game_key, user_id) game_key, dictionary_id, user_id, score, accuracy, time_ms, played_at
        from inserted where game_key is not null and ${plays} and user_id is not null
        order by game_key, user_id, score desc, time_ms, played_at
        on conflict (game_key, user_id) do update set
          score = excluded.score, accuracy = excluded.accuracy, time_ms = excluded.time_ms, played_at = excluded.played_at
        where excluded.score > b.score or (excluded.score = b.score and excluded.time_ms < b.time_ms);
      insert into game_pair_misses as m (game_key, dictionary_id, a, b, misses)
        select game_key, min(dictionary_id), least(p ->> 0, p ->> 1), greatest(p ->> 0, p ->> 1), count(*)
        from inserted cross join lateral jsonb_array_elements(missed_pairs) as p
        where game_key is not null and ${plays} group by 1, 3, 4
        on conflict (game_key, a, b) do update set misses = m.misses + excluded.misses;
      return null;
    end
    $$`;

const progressTrigger = `create trigger game_sessions_progress after insert on game_sessions referencing new table as inserted
  for each statement execute function game_sessions_progress()`;

/** Every public figure (leaderboards, play totals, missed-pair counts) computed again from the plays `where`. */
const rebuildFigures = (where: string) => [
  `delete from game_play_totals`,
  `delete from game_player_bests`,
  `delete from game_pair_misses`,
  `insert into game_play_totals (game_key, dictionary_id, plays, accuracy_sum, time_ms_sum)
    select game_key, min(dictionary_id), count(*), sum(accuracy), sum(time_ms)
    from game_sessions where game_key is not null and ${where} group by game_key`,
  `insert into game_player_bests (game_key, dictionary_id, user_id, score, accuracy, time_ms, played_at)
    select distinct on (game_key, user_id) game_key, dictionary_id, user_id, score, accuracy, time_ms, played_at
    from game_sessions where game_key is not null and user_id is not null and ${where}
    order by game_key, user_id, score desc, time_ms, played_at`,
  `insert into game_pair_misses (game_key, dictionary_id, a, b, misses)
    select gs.game_key, min(gs.dictionary_id), least(p ->> 0, p ->> 1), greatest(p ->> 0, p ->> 1), count(*)
    from game_sessions gs cross join lateral jsonb_array_elements(gs.missed_pairs) as p
    where gs.game_key is not null and ${where} group by 1, 3, 4`,
];

/**
 * R-JUDGE-5: only plays the server judged are public. A play is `verified` when the server worked its figures out
 * itself (a judged free-play record, a competitive round or tournament heat); a play a client merely reported (the
 * legacy POST …/play) is not, and stays in its owner's history only. Every play stored before this migration was a
 * client's report, or cannot be told from one (the legacy call accepted mode 'competitive' too), so all of them start
 * unverified and the public figures are computed again from verified plays: none, at this migration. `deal_id` makes
 * a judged record idempotent (R-JUDGE-6): the same deal's record sent again is the same play.
 */
export const judgedPlays = sqlMigration(
  [
    `alter table game_sessions add column verified boolean not null default false`,
    `alter table game_sessions add column deal_id text`,
    `create unique index game_sessions_deal_idx on game_sessions (deal_id)`,
    `drop trigger game_sessions_progress on game_sessions`,
    statementProgressFunction('verified'),
    progressTrigger,
    ...rebuildFigures('verified'),
  ],
  [
    // Every play counts again, as before this migration (kept per statement: the figures are the same).
    statementProgressFunction('true'),
    `drop index game_sessions_deal_idx`,
    `alter table game_sessions drop column deal_id`,
    `alter table game_sessions drop column verified`,
    ...rebuildFigures('true'),
  ],
);
