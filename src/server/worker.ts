import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { allJobs } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createJobQueue } from './jobs/queue.ts';

// A separate job process for PostgreSQL deployments (`npm run worker`). The embedded database can
// only be opened by one process, so with PGlite the jobs run inside `npm start` instead.
const main = async () => {
  const config = loadConfig();
  if (config.database.kind === 'pglite') {
    console.error(
      'npm run worker needs DATABASE_URL: with the embedded database, jobs run inside npm start.',
    );
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(config.database);
  const queue = await createJobQueue(database, config, log, allJobs);
  await queue.startWorkers();
  log.info({ jobs: allJobs.map((job) => job.name) }, 'worker started');
  closeWithGrace({ delay: 15_000 }, async () => {
    await queue.stop();
    await database.close();
  });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
