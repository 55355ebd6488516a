export { parseConfig, ConfigError, LOG_LEVELS, type Config, type Env, type LogLevel } from './config.js';
export { startServer, type RunningServer, type StartOptions } from './start.js';
export { loadOrCreateJwtSecret, JWT_SECRET_FILE, type JwtSecret } from './jwt-secret.js';
export { configOrExit, listeningLine, databaseDescription } from './cli.js';
export { productLogger } from './logger.js';
