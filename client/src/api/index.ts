// The client's API layer. Other folders import it as '../api' (a path like '../api/http' reads, to
// the workspace import rule, like a reach into the api/ workspace).
export * from './http';
export * from './types';
export * from './auth';
export * from './games';
export * from './sharing';
export * from './unread';
