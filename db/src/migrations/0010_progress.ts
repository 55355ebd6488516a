import { sqlMigration } from './sql-migration.js';

/**
 * Progress figures that stay fast however many games are played: each play keeps, through a trigger,
 * per game (a saved dictionary 'd:<id>' or a built-in game 'b:<id>') the best play of every player
 * (leaderboard), running totals (analytics) and the count of each missed pair (hardest pairs). Competitive
 * rounds write game_sessions from the game server, so a trigger — not the API — keeps these true for them too.
 * Rows of a saved game go with it (dictionary_id cascades), rows of a user with the user.
 */
export const progress = sqlMigration(
  [
    `alter table game_sessions add column game_key text generated always as (
      case when dictionary_id is not null then 'd:' || dictionary_id::text
           when builtin_game_id is not null then 'b:' || builtin_game_id end) stored`,
    // History: one player's plays of one game, newest first; My progress: one player's plays by date.
    `create index game_sessions_player_history_idx on game_sessions (game_key, user_id, played_at desc, id desc)`,

    `create table game_player_bests (
      game_key text not null,
      dictionary_id integer references dictionaries (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      score double precision not null,
      accuracy numeric(5, 2) not null,
      time_ms integer not null,
      played_at timestamptz not null,
      primary key (game_key, user_id)
    )`,
    `create index game_player_bests_rank_idx on game_player_bests (game_key, score desc, time_ms, played_at, user_id)`,

    `create table game_play_totals (
      game_key text primary key,
      dictionary_id integer references dictionaries (id) on delete cascade,
      plays bigint not null default 0,
      accuracy_sum numeric not null default 0,
      time_ms_sum bigint not null default 0
    )`,

    // A pair is stored in one order (a <= b) whichever direction a play reported it in.
    `create table game_pair_misses (
      game_key text not null,
      dictionary_id integer references dictionaries (id) on delete cascade,
      a text not null,
      b text not null,
      misses integer not null,
      primary key (game_key, a, b)
    )`,
    `create index game_pair_misses_rank_idx on game_pair_misses (game_key, misses desc, a, b)`,

    `create function game_sessions_progress() returns trigger language plpgsql as $$
    begin
      if new.game_key is null then
        return null;
      end if;
      insert into game_play_totals as t (game_key, dictionary_id, plays, accuracy_sum, time_ms_sum)
        values (new.game_key, new.dictionary_id, 1, new.accuracy, new.time_ms)
        on conflict (game_key) do update set
          plays = t.plays + 1, accuracy_sum = t.accuracy_sum + excluded.accuracy_sum, time_ms_sum = t.time_ms_sum + excluded.time_ms_sum;
      if new.user_id is not null then
        -- Best: the higher score, then the shorter time; an equal later play keeps the earlier one.
        insert into game_player_bests as b (game_key, dictionary_id, user_id, score, accuracy, time_ms, played_at)
          values (new.game_key, new.dictionary_id, new.user_id, new.score, new.accuracy, new.time_ms, new.played_at)
          on conflict (game_key, user_id) do update set
            score = excluded.score, accuracy = excluded.accuracy, time_ms = excluded.time_ms, played_at = excluded.played_at
          where excluded.score > b.score or (excluded.score = b.score and excluded.time_ms < b.time_ms);
      end if;
      insert into game_pair_misses as m (game_key, dictionary_id, a, b, misses)
        select new.game_key, new.dictionary_id, least(p ->> 0, p ->> 1), greatest(p ->> 0, p ->> 1), count(*)
        from jsonb_array_elements(new.missed_pairs) as p
        group by 3, 4
        on conflict (game_key, a, b) do update set misses = m.misses + excluded.misses;
      return null;
    end
    $$`,
    `create trigger game_sessions_progress after insert on game_sessions
      for each row execute function game_sessions_progress()`,

    // Plays recorded before this migration.
    `insert into game_play_totals (game_key, dictionary_id, plays, accuracy_sum, time_ms_sum)
      select game_key, min(dictionary_id), count(*), sum(accuracy), sum(time_ms)
      from game_sessions where game_key is not null group by game_key`,
    `insert into game_player_bests (game_key, dictionary_id, user_id, score, accuracy, time_ms, played_at)
      select distinct on (game_key, user_id) game_key, dictionary_id, user_id, score, accuracy, time_ms, played_at
      from game_sessions where game_key is not null and user_id is not null
      order by game_key, user_id, score desc, time_ms, played_at`,
    `insert into game_pair_misses (game_key, dictionary_id, a, b, misses)
      select gs.game_key, min(gs.dictionary_id), least(p ->> 0, p ->> 1), greatest(p ->> 0, p ->> 1), count(*)
      from game_sessions gs cross join lateral jsonb_array_elements(gs.missed_pairs) as p
      where gs.game_key is not null group by 1, 3, 4`,

    // The review queue: each pair a player missed, scheduled by FSRS (ts-fsrs) in the API. The pair's two
    // items are stored in one order (item < counterpart), so a pair is one card whichever way it was missed.
    `create table review_cards (
      id integer generated by default as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      game_key text not null,
      dictionary_id integer references dictionaries (id) on delete cascade,
      game_name text not null,
      item text not null,
      counterpart text not null,
      due timestamptz not null,
      state smallint not null default 0,
      card jsonb not null,
      created_at timestamptz not null default now(),
      unique (user_id, game_key, item, counterpart)
    )`,
    `create index review_cards_due_idx on review_cards (user_id, due)`,
    `create table review_log (
      id integer generated by default as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      card_id integer references review_cards (id) on delete set null,
      correct boolean not null,
      reviewed_at timestamptz not null
    )`,
    `create index review_log_user_idx on review_log (user_id, reviewed_at desc)`,
  ],
  [
    `drop table review_log`,
    `drop table review_cards`,
    `drop trigger game_sessions_progress on game_sessions`,
    `drop function game_sessions_progress()`,
    `drop table game_pair_misses`,
    `drop table game_play_totals`,
    `drop table game_player_bests`,
    `alter table game_sessions drop column game_key`,
  ],
);
