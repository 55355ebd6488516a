import { sqlMigration } from './sql-migration.js';

const NOTIFICATION_TYPES = `'dictionary_share_received', 'dictionary_share_accepted', 'dictionary_share_rejected', 'dictionary_share', 'other'`;

/**
 * Classes and assignments. An assignment fixes its pairs when it is set (pairs), so every play and every student
 * meets the same pairs and the report compares like with like. Plays are judged by the server: a play keeps its
 * field order and what was matched and tried (state); every attempt is a row. What the report and the gradebook
 * read on every open is kept up to date at each attempt, per student (assignment_progress) and per student and
 * pair (assignment_pair_progress, assignment_confusions), so they read a few hundred rows at school scale, not
 * millions of attempts (only the median time to a match reads attempts, from an index of its own).
 */
export const classes = sqlMigration(
  [
    `create table classes (
      id integer generated always as identity primary key,
      teacher_id integer not null references users(id) on delete cascade,
      name text not null,
      code text not null unique,
      archived_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create index classes_teacher on classes (teacher_id, created_at desc)`,
    // A removed student keeps their row (removed_at set): their results stay in the reports, marked.
    `create table class_members (
      class_id integer not null references classes(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      joined_at timestamptz not null,
      removed_at timestamptz,
      primary key (class_id, user_id)
    )`,
    `create index class_members_user on class_members (user_id)`,
    `create table assignments (
      id integer generated always as identity primary key,
      class_id integer not null references classes(id) on delete cascade,
      game_type text not null check (game_type in ('builtin', 'saved')),
      builtin_game_id text,
      dictionary_id integer references dictionaries(id) on delete set null,
      game_name text not null,
      pairs jsonb not null check (jsonb_typeof(pairs) = 'array'),
      pair_count integer not null check (pair_count between 3 and 20),
      due_at timestamptz not null,
      goal_kind text not null check (goal_kind in ('mastery', 'plays')),
      goal_number integer not null check (goal_number between 1 and 20),
      accept_late boolean not null default false,
      created_at timestamptz not null default now(),
      reminder_sent_at timestamptz
    )`,
    `create index assignments_class on assignments (class_id, due_at)`,
    // The reminder sweep looks only at assignments whose reminder is still to send.
    `create index assignments_reminder_due on assignments (due_at) where reminder_sent_at is null`,
    `create table assignment_plays (
      id integer generated always as identity primary key,
      assignment_id integer not null references assignments(id) on delete cascade,
      student_id integer not null references users(id) on delete cascade,
      state jsonb not null check (jsonb_typeof(state) = 'object'),
      started_at timestamptz not null,
      -- The play's last attempt (or its start): the next attempt's time is measured from it.
      last_at timestamptz not null,
      finished_at timestamptz,
      interrupted_at timestamptz
    )`,
    `create index assignment_plays_student on assignment_plays (assignment_id, student_id, started_at desc)`,
    `create table assignment_attempts (
      id bigint generated always as identity primary key,
      play_id integer not null references assignment_plays(id) on delete cascade,
      assignment_id integer not null,
      student_id integer not null,
      pair_index smallint not null,
      item text not null,
      chosen text not null,
      correct boolean not null,
      first_try boolean not null,
      ms integer not null,
      at timestamptz not null
    )`,
    // The report's median time to a right match per pair: read from this index alone, in order.
    `create index assignment_attempts_median on assignment_attempts (assignment_id, pair_index, ms) where correct`,
    `create index assignment_attempts_play on assignment_attempts (play_id)`,
    `create table assignment_progress (
      assignment_id integer not null references assignments(id) on delete cascade,
      student_id integer not null references users(id) on delete cascade,
      plays_started integer not null default 0,
      plays_completed integer not null default 0,
      attempts integer not null default 0,
      correct integer not null default 0,
      time_ms bigint not null default 0,
      mastered integer not null default 0,
      goal_reached_at timestamptz,
      last_activity_at timestamptz,
      primary key (assignment_id, student_id)
    )`,
    `create index assignment_progress_student on assignment_progress (student_id)`,
    `create table assignment_pair_progress (
      assignment_id integer not null references assignments(id) on delete cascade,
      student_id integer not null references users(id) on delete cascade,
      pair_index smallint not null,
      attempts integer not null default 0,
      correct integer not null default 0,
      first_tries integer not null default 0,
      first_tries_right integer not null default 0,
      -- Right first tries that count towards the goal (in different plays, by the due date unless late work is accepted).
      first_try_plays integer not null default 0,
      wrong integer not null default 0,
      primary key (assignment_id, student_id, pair_index)
    )`,
    // Wrong attempts by the counterpart chosen: the report's "confused with" without reading the attempts.
    `create table assignment_confusions (
      assignment_id integer not null references assignments(id) on delete cascade,
      student_id integer not null references users(id) on delete cascade,
      pair_index smallint not null,
      chosen text not null,
      count integer not null,
      primary key (assignment_id, student_id, pair_index, chosen)
    )`,
    `alter table notifications drop constraint notifications_type_check`,
    `alter table notifications add constraint notifications_type_check check (type in (${NOTIFICATION_TYPES}, 'assignment_set', 'assignment_due'))`,
  ],
  [
    `delete from notifications where type in ('assignment_set', 'assignment_due')`,
    `alter table notifications drop constraint notifications_type_check`,
    `alter table notifications add constraint notifications_type_check check (type in (${NOTIFICATION_TYPES}))`,
    `drop table assignment_confusions`,
    `drop table assignment_pair_progress`,
    `drop table assignment_progress`,
    `drop table assignment_attempts`,
    `drop table assignment_plays`,
    `drop table assignments`,
    `drop table class_members`,
    `drop table classes`,
  ],
);
