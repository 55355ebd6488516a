import { sqlMigration } from './sql-migration.js';

/**
 * A student the teacher removed stays out: joining again with the class code is refused until the teacher adds them
 * back (a student who left on their own may rejoin). And deleting a user cascades into the per-student summaries,
 * whose keys lead with the assignment (and into a player's bests, led by the game): without an index leading with the student, each delete read them whole.
 */
export const classRemovals = sqlMigration(
  [
    `alter table class_members add column removed_by_teacher boolean not null default false`,
    `create index assignment_plays_student_only on assignment_plays (student_id)`,
    `create index assignment_pair_progress_student on assignment_pair_progress (student_id)`,
    `create index assignment_confusions_student on assignment_confusions (student_id)`,
    // The same gap in a player's bests (keyed by game first), found by the test of every user cascade.
    `create index game_player_bests_user on game_player_bests (user_id)`,
  ],
  [
    `drop index game_player_bests_user`,
    `drop index assignment_confusions_student`,
    `drop index assignment_pair_progress_student`,
    `drop index assignment_plays_student_only`,
    `alter table class_members drop column removed_by_teacher`,
  ],
);
