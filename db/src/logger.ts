/**
 * The logging the database layer does, as a structural subset of pino's Logger, so the server can
 * pass its pino instance (or a child of it) without db/ depending on pino.
 */
export interface DbLogger {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
}
