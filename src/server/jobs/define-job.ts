import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

export type JobContext = { db: Db; config: Config; log: FastifyBaseLogger };

export type JobDefinition<TSchema extends z.ZodType = z.ZodType> = {
  name: string;
  schema: TSchema;
  handler: (payload: z.infer<TSchema>, context: JobContext) => Promise<void>;
  /** Retries with exponential backoff; the defaults suit short idempotent work such as e-mail. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
};

/** The one way to define background work: a name, a zod payload and a handler. */
export const defineJob = <TSchema extends z.ZodType>(definition: JobDefinition<TSchema>) => definition;
