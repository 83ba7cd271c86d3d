import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { SessionCache } from './lib/session-cache.ts';
import type { Actor } from './plugins/access-control.ts';
import type { CaptchaProvider } from './providers/captcha/captcha-provider.ts';

/** What services need from the running app; passed explicitly, no container. */
export type AppContext = {
  db: Db;
  config: Config;
  jobs: JobQueue;
  captcha: CaptchaProvider;
  log: FastifyBaseLogger;
  /** Sessions checked recently; whoever revokes a session evicts it here. */
  sessions: SessionCache<Actor>;
  /** Injected so time-based rules (link expiry, waiting periods) can be tested with fixed dates. */
  now: () => Date;
};

/** Where a request came from, for sessions, rate limits and audit. */
export type RequestMeta = { ip: string; userAgent: string | null };
