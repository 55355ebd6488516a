import type { ApiConfig } from '@matchdrop/api';

/** The API's configuration in benchmarks that serve it in process: no mail verification, no AI. */
export const benchApiConfig: ApiConfig = {
  jwtSecret: 'bench-secret-bench-secret-bench-secret!',
  publicUrl: 'http://localhost',
  requireEmailVerification: false,
  ai: { model: 'none', dailyMessages: 0, dailySessions: 0, urlAllowHosts: [] },
};
