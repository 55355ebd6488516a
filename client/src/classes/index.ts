// The classes feature (issue 24: classes, assignments, the teacher's report) as other features see it.
// Anything else in this folder is its own (eslint: matchdrop/feature-boundaries).
export type { ClassRoute } from './ClassesRoute';
export { LazyAssignmentsButton } from './lazy';
export { LazyClassesRoute } from './lazy-route';
export { LazyClassesSection, LazyMyAssignmentsSection } from './lazy-dashboard';
