// The product's process: `node server/dist/main.js` (npm start).
import { pino } from 'pino';
import { configOrExit, exitOnSignals, listeningLine, startFailureLine } from './cli.js';
import { startServer } from './start.js';

const config = configOrExit(process.env);
const logger = pino({ level: config.logLevel });

try {
  const running = await startServer(config, { logger });
  exitOnSignals(running, logger);
  logger.info(listeningLine(config, running.port));
} catch (err) {
  logger.debug({ err }, 'start-up failed');
  process.stderr.write(`${startFailureLine(err, config)}\n`);
  process.exit(1);
}
