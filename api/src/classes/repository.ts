import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';

/** A class with its teacher's username, as every answer shows it. */
export interface ClassRecord {
  id: number;
  teacher_id: number;
  teacher: string;
  name: string;
  code: string;
  archived_at: Date | null;
  created_at: Date;
}

function selectClasses(db: Kysely<Database>) {
  return db
    .selectFrom('classes as c')
    .innerJoin('users as t', 't.id', 'c.teacher_id')
    .select(['c.id', 'c.teacher_id', 't.username as teacher', 'c.name', 'c.code', 'c.archived_at', 'c.created_at']);
}

export async function insertClass(db: Kysely<Database>, row: { teacher_id: number; name: string; code: string; created_at: Date }): Promise<number> {
  const { id } = await db.insertInto('classes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findClass(db: Kysely<Database>, id: number): Promise<ClassRecord | undefined> {
  return selectClasses(db).where('c.id', '=', id).executeTakeFirst();
}

export function findClassByCode(db: Kysely<Database>, code: string): Promise<ClassRecord | undefined> {
  return selectClasses(db).where('c.code', '=', code).executeTakeFirst();
}

export function classesTaughtBy(db: Kysely<Database>, teacherId: number): Promise<ClassRecord[]> {
  return selectClasses(db).where('c.teacher_id', '=', teacherId).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute();
}

/** The classes the user is a current member of (not removed). */
export function classesJoinedBy(db: Kysely<Database>, userId: number): Promise<ClassRecord[]> {
  return selectClasses(db)
    .innerJoin('class_members as m', 'm.class_id', 'c.id')
    .where('m.user_id', '=', userId)
    .where('m.removed_at', 'is', null)
    .orderBy('m.joined_at', 'desc')
    .execute();
}

export async function archiveClass(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('classes').set({ archived_at: now }).where('id', '=', id).where('archived_at', 'is', null).execute();
}

export interface Membership {
  joined_at: Date;
  removed_at: Date | null;
  removed_by_teacher: boolean;
}

export function findMembership(db: Kysely<Database>, classId: number, userId: number): Promise<Membership | undefined> {
  return db.selectFrom('class_members').select(['joined_at', 'removed_at', 'removed_by_teacher']).where('class_id', '=', classId).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Joins, or joins again after leaving (the results kept meanwhile count again). A student the teacher removed is
 * left as they are: answers false, and only the teacher's readmit() lets them back.
 */
export async function upsertMember(db: Kysely<Database>, classId: number, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('class_members')
    .values({ class_id: classId, user_id: userId, joined_at: now })
    .onConflict((oc) => oc.columns(['class_id', 'user_id']).doUpdateSet({ removed_at: null, joined_at: now }).where('class_members.removed_by_teacher', '=', false))
    .returning('user_id')
    .executeTakeFirst();
  return result !== undefined;
}

/** The teacher adds a removed student back: a current member again, as if they had never been removed. */
export async function readmit(db: Kysely<Database>, classId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('class_members')
    .set({ removed_at: null, removed_by_teacher: false })
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .where('removed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks a member removed: by the teacher (`byTeacher`), or leaving on their own. */
export async function markRemoved(db: Kysely<Database>, classId: number, userId: number, now: Date, byTeacher: boolean): Promise<boolean> {
  const result = await db
    .updateTable('class_members')
    .set({ removed_at: now, removed_by_teacher: byTeacher })
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface RosterRow {
  id: number;
  username: string;
  joined_at: Date;
  last_active_at: Date | null;
}

/** The current members with their last attempt on any of the class's assignments. */
export async function roster(db: Kysely<Database>, classId: number): Promise<RosterRow[]> {
  const rows = await db
    .selectFrom('class_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username', 'm.joined_at'])
    .select((eb) =>
      eb
        .selectFrom('assignment_progress as p')
        .innerJoin('assignments as a', 'a.id', 'p.assignment_id')
        .select(sql<Date | null>`max(p.last_activity_at)`.as('last'))
        .where('a.class_id', '=', classId)
        .whereRef('p.student_id', '=', 'm.user_id')
        .as('last_active_at'),
    )
    .where('m.class_id', '=', classId)
    .where('m.removed_at', 'is', null)
    .orderBy(sql`lower(u.username)`)
    .execute();
  return rows.map((row) => ({ ...row, last_active_at: row.last_active_at === null ? null : new Date(row.last_active_at) }));
}

/** The students the teacher removed, latest first: the class page offers to add them back. */
export function removedByTeacher(db: Kysely<Database>, classId: number): Promise<Array<{ id: number; username: string; removed_at: Date }>> {
  return db
    .selectFrom('class_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username', 'm.removed_at'])
    .where('m.class_id', '=', classId)
    .where('m.removed_by_teacher', '=', true)
    .where('m.removed_at', 'is not', null)
    .$narrowType<{ removed_at: Date }>()
    .orderBy('m.removed_at', 'desc')
    .execute();
}

/** Every member, removed ones too (flagged), for reports that keep a removed student's results. */
export function everyMember(db: Kysely<Database>, classId: number): Promise<Array<{ id: number; username: string; removed: boolean }>> {
  return db
    .selectFrom('class_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username', sql<boolean>`m.removed_at is not null`.as('removed')])
    .where('m.class_id', '=', classId)
    .orderBy(sql`m.removed_at is not null`)
    .orderBy(sql`lower(u.username)`)
    .execute();
}

export async function activeMemberIds(db: Kysely<Database>, classId: number): Promise<number[]> {
  const rows = await db.selectFrom('class_members').select('user_id').where('class_id', '=', classId).where('removed_at', 'is', null).execute();
  return rows.map((row) => row.user_id);
}
