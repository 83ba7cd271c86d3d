import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import type { JobContext, JobDefinition } from './define-job.ts';

export type JobQueue = {
  /** Enqueues in the caller's transaction: the job exists only if the state change commits. */
  enqueue: <TSchema extends z.ZodType>(
    executor: Executor,
    job: JobDefinition<TSchema>,
    payload: z.infer<TSchema>,
  ) => Promise<void>;
  /** Starts workers for every job in this process (`npm start` by default, or `npm run worker`). */
  startWorkers: () => Promise<void>;
  stop: () => Promise<void>;
};

export const createJobQueue = async (
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  jobs: readonly JobDefinition[],
): Promise<JobQueue> => {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false })
      : new PgBoss({
          connectionString: database.connectionString ?? '',
          max: 5,
          useListenNotify: true,
          schedule: false,
        });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 120,
      notify: true,
    });
    // createQueue drops the queue from pg-boss's cache; the next send would look it up on boss's own
    // connection. Inside a PGlite transaction that connection is the one the transaction holds, so
    // the send waited forever (sign-up hung when workers were not started). Warm the cache now.
    await boss.getJobById(job.name, '00000000-0000-0000-0000-000000000000');
  }
  const context: JobContext = { db: database.db, config, log };

  return {
    enqueue: async (executor, job, payload) => {
      const data = job.schema.parse(payload) as object;
      await boss.send(job.name, data, { db: fromDrizzle(executor as never, sql as never) });
    },
    startWorkers: async () => {
      for (const job of jobs) {
        await boss.work(job.name, { batchSize: 5, pollingIntervalSeconds: 1 }, async (batch) => {
          for (const item of batch) {
            const payload = job.schema.parse(item.data);
            await job.handler(payload, { ...context, log: log.child({ job: job.name, jobId: item.id }) });
          }
        });
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
};
