// The product's process: `node server/dist/main.js` (npm start).
import { configOrExit, exitOnSignals, listeningLine, startFailureLine } from './cli.js';
import { productLogger } from './logger.js';
import { startServer } from './start.js';

const config = configOrExit(process.env);
const logger = productLogger(config.logLevel);

try {
  const running = await startServer(config, { logger });
  exitOnSignals(running, logger);
  logger.info(listeningLine(config, running.port));
  // Whoever started the product (a script, a supervisor) may wait for this line: not for the next batch.
  logger.flush();
} catch (err) {
  logger.debug({ err }, 'start-up failed');
  process.stderr.write(`${startFailureLine(err, config)}\n`);
  process.exit(1);
}
