// Every screen and section of the classes feature, behind one dynamic import (lazy.tsx): one chunk, so the first
// page's list of chunks to preload grows by one file, not by every part the screens share.
export { AssignmentsButton } from './AssignmentsButton';
export { ClassesRoute } from './ClassesRoute';
export { ClassesSection } from './ClassesSection';
export { MyAssignmentsSection } from './MyAssignmentsSection';
