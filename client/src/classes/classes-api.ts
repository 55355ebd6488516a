import type {
  AssignmentReport,
  AssignmentView,
  AttemptAnswer,
  ClassDetailAnswer,
  ClassListAnswer,
  ClassView,
  CreateAssignmentRequest,
  Gradebook,
  MyAssignment,
  PlayView,
} from '@matchdrop/shared';
import { apiRequest } from '../api';

/** The classes and assignments REST contract (shared/src/classes/rest.ts), as the client calls it. */

export const fetchClasses = (): Promise<ClassListAnswer> => apiRequest('GET', '/api/classes');

export async function createClass(name: string): Promise<ClassView> {
  return (await apiRequest<{ class: ClassView }>('POST', '/api/classes', { name })).class;
}

export const fetchClass = (id: number): Promise<ClassDetailAnswer> => apiRequest('GET', `/api/classes/${id}`);

export async function joinClass(code: string): Promise<ClassView> {
  return (await apiRequest<{ class: ClassView }>('POST', '/api/classes/join', { code })).class;
}

export async function archiveClass(id: number): Promise<ClassView> {
  return (await apiRequest<{ class: ClassView }>('POST', `/api/classes/${id}/archive`)).class;
}

/** The teacher removes a student, or a student leaves (their own id). */
export const removeStudent = (classId: number, userId: number): Promise<void> => apiRequest('DELETE', `/api/classes/${classId}/students/${userId}`);

/** The teacher adds back a student they removed (R-CLASS-2). */
export const readmitStudent = (classId: number, userId: number): Promise<void> => apiRequest('PUT', `/api/classes/${classId}/students/${userId}`);

export async function createAssignment(classId: number, body: CreateAssignmentRequest): Promise<AssignmentView> {
  return (await apiRequest<{ assignment: AssignmentView }>('POST', `/api/classes/${classId}/assignments`, body)).assignment;
}

export const fetchGradebook = (classId: number): Promise<Gradebook> => apiRequest('GET', `/api/classes/${classId}/gradebook`);

export async function fetchMyAssignments(): Promise<MyAssignment[]> {
  return (await apiRequest<{ assignments: MyAssignment[] }>('GET', '/api/assignments/mine')).assignments;
}

export const fetchReport = (assignmentId: number): Promise<AssignmentReport> => apiRequest('GET', `/api/assignments/${assignmentId}/report`);

export async function startPlay(assignmentId: number): Promise<PlayView> {
  return (await apiRequest<{ play: PlayView }>('POST', `/api/assignments/${assignmentId}/plays`)).play;
}

export async function fetchPlay(playId: number): Promise<PlayView> {
  return (await apiRequest<{ play: PlayView }>('GET', `/api/assignment-plays/${playId}`)).play;
}

export const sendAttempt = (playId: number, item1: string, item2: string): Promise<AttemptAnswer> =>
  apiRequest('POST', `/api/assignment-plays/${playId}/attempts`, { item1, item2 });

/** The CSV files the teacher downloads: the server's text, as is. */
export const CSV_FILES = {
  students: (assignmentId: number) => `/api/assignments/${assignmentId}/report.csv`,
  pairs: (assignmentId: number) => `/api/assignments/${assignmentId}/report-pairs.csv`,
  gradebook: (classId: number) => `/api/classes/${classId}/gradebook.csv`,
};

export const fetchCsv = (path: string): Promise<string> => apiRequest<string>('GET', path);
