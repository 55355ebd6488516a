// Every screen and section of the classes feature, behind one dynamic import (screens-chunk.ts): one chunk, not a
// file for every part the screens share. The header's button is a chunk of its own (lazy.tsx).
export { ClassesRoute } from './ClassesRoute';
export { ClassesSection } from './ClassesSection';
export { MyAssignmentsSection } from './MyAssignmentsSection';
