import {
  createAssignmentSchema,
  createClassSchema,
  gradebookCsv,
  joinClassSchema,
  type AssignmentView,
  type ClassDetailAnswer,
  type ClassListAnswer,
  type ClassView,
  type Gradebook,
} from '@matchdrop/shared';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireActiveUser, requireUser } from '../auth/middleware.js';
import { currentUser } from '../auth/current-user.js';
import type { ApiDeps } from '../deps.js';
import { idSchema } from '../http/ids.js';
import { validateBody, validateParams } from '../http/validate.js';
import { validateFields } from './input.js';
import { archive, classDetail, classView, createAssignment, createClass, gradebook, joinClass, listClasses, readmitStudent, removeStudent } from './service.js';

// A student may leave while suspended (it only takes them out); removing someone else needs an active account.
const leavingOrActive: RequestHandler = (req, res, next) => (req.params.userId === String(req.user?.id) ? requireUser(req, res, next) : requireActiveUser(req, res, next));

const classParams = z.object({ id: idSchema('Invalid class id') });
const studentParams = z.object({ id: idSchema('Invalid class id'), userId: idSchema('Invalid user id') });

/** /api/classes: classes, their members, the assignments set to them and the gradebook (issue 24; contract in shared/src/classes/rest.ts). */
export function classRoutes({ db, clock, push, config }: ApiDeps): Router {
  const router = Router();
  const publicUrl = config.publicUrl;
  // R-CLASS-9: the roster changed; the teacher's open class page reads itself again (their other tabs too).
  const rosterChanged = (teacherId: number, classId: number): void => push?.send(teacherId, { type: 'class', classId });
  router.use('/classes', requireUser);

  router.post('/classes', requireActiveUser, async (req, res) => {
    const { name } = validateBody(req, createClassSchema);
    const id = await createClass(db, currentUser(req).id, name, clock.now());
    res.status(201).json({ class: await classView(db, id, publicUrl) } satisfies { class: ClassView });
  });

  router.get('/classes', async (req, res) => {
    res.json((await listClasses(db, currentUser(req).id, publicUrl)) satisfies ClassListAnswer);
  });

  router.post('/classes/join', requireActiveUser, async (req, res) => {
    const { code } = validateBody(req, joinClassSchema);
    const joined = await joinClass(db, code, currentUser(req).id, clock.now());
    rosterChanged(joined.teacher_id, joined.id);
    res.json({ class: await classView(db, joined.id, publicUrl) } satisfies { class: ClassView });
  });

  router.get('/classes/:id', async (req, res) => {
    const { id } = validateParams(req, classParams);
    res.json((await classDetail(db, id, currentUser(req).id, publicUrl)) satisfies ClassDetailAnswer);
  });

  router.post('/classes/:id/archive', requireActiveUser, async (req, res) => {
    const { id } = validateParams(req, classParams);
    await archive(db, id, currentUser(req).id, clock.now());
    res.json({ class: await classView(db, id, publicUrl) } satisfies { class: ClassView });
  });

  router.delete('/classes/:id/students/:userId', leavingOrActive, async (req, res) => {
    const { id, userId } = validateParams(req, studentParams);
    rosterChanged(await removeStudent(db, id, userId, currentUser(req).id, clock.now()), id);
    res.status(204).end();
  });

  router.put('/classes/:id/students/:userId', requireActiveUser, async (req, res) => {
    const { id, userId } = validateParams(req, studentParams);
    await readmitStudent(db, id, userId, currentUser(req).id);
    rosterChanged(currentUser(req).id, id);
    res.status(204).end();
  });

  router.post('/classes/:id/assignments', requireActiveUser, async (req, res) => {
    const { id } = validateParams(req, classParams);
    const input = validateFields(req, createAssignmentSchema);
    const { assignment, notified } = await createAssignment(db, id, currentUser(req), input, clock.now());
    for (const studentId of notified) push?.send(studentId, { type: 'unread' });
    res.status(201).json({ assignment } satisfies { assignment: AssignmentView });
  });

  router.get('/classes/:id/gradebook', async (req, res) => {
    const { id } = validateParams(req, classParams);
    res.json((await gradebook(db, id, currentUser(req).id, publicUrl, clock.now())) satisfies Gradebook);
  });

  router.get('/classes/:id/gradebook.csv', async (req, res) => {
    const { id } = validateParams(req, classParams);
    const book = await gradebook(db, id, currentUser(req).id, publicUrl, clock.now());
    res.type('text/csv; charset=utf-8').attachment(`gradebook-${book.class.code}.csv`).send(gradebookCsv(book));
  });

  return router;
}
