import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '#shared/validation/fields.ts';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { candidateJobs } from './features/candidates/candidates.jobs.ts';
import { candidatesRoutes } from './features/candidates/candidates.routes.ts';
import { publicInviteRoutes } from './features/candidates/public-invite.routes.ts';
import { clientErrorsRoutes } from './features/client-errors/client-errors.routes.ts';
import { companiesRoutes } from './features/companies/companies.routes.ts';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { SessionCache } from './lib/session-cache.ts';
import { type Actor, accessControlPlugin } from './plugins/access-control.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { wireFormatPlugin } from './plugins/wire-format.ts';
import { createAltchaProvider } from './providers/captcha/captcha-provider.ts';
import { mailJobs } from './providers/mail/mail.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    jobs: JobQueue;
    ctx: AppContext;
    appVersion: string;
  }
}

/** Every background job of the product, registered with the queue at start. */
export const allJobs = [...mailJobs, ...candidateJobs];

export type BuildAppOptions = {
  config: Config;
  /** Reuse an open database (tests, scripts); otherwise one is opened and closed with the app. */
  database?: Database;
  /** Run job workers in this process (default: config.RUN_JOBS). */
  runJobs?: boolean;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
};

const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

// Tokens travel in some page URLs (/reset-password?token=…): never write their values to the log.
const redactUrl = (url: string) =>
  url.replace(/([?&](?:token|adminToken|cAdminToken|employeeToken|id)=)[^&]*/gi, '$1[redacted]');

export const buildApp = async (options: BuildAppOptions) => {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  const jobs = await createJobQueue(database, config, app.log, allJobs);
  const ctx: AppContext = {
    db: database.db,
    config,
    jobs,
    captcha: createAltchaProvider(database.db, config.secrets.captcha),
    log: app.log,
    sessions: new SessionCache<Actor>(config.SESSION_CACHE_SECONDS * 1000),
    now: options.now ?? (() => new Date()),
  };

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('jobs', jobs);
  app.decorate('ctx', ctx);
  app.decorate('appVersion', version);

  // Infrastructure first: features rely on the wire format, errors and access control.
  await app.register(wireFormatPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.CORS_ORIGINS,
    production: config.NODE_ENV === 'production',
  });
  await app.register(accessControlPlugin);
  await app.register(openApiPlugin, { version, publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountsRoutes);
      await api.register(clientErrorsRoutes);
      // The company workspace: uploads (logo, CSV) are multipart, at most one 20 MB file.
      await api.register(async (workspace) => {
        await workspace.register(multipart, {
          limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 100_000 },
        });
        await workspace.register(companiesRoutes);
        await workspace.register(candidatesRoutes);
        await workspace.register(apiKeysRoutes);
        await workspace.register(publicInviteRoutes);
      });
      if (config.devMailbox) await api.register(devMailRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { devMailbox: config.devMailbox });

  if (options.runJobs ?? config.RUN_JOBS) {
    app.addHook('onReady', () => jobs.startWorkers());
  }

  app.addHook('onClose', async () => {
    await jobs.stop();
    if (ownsDatabase) await database.close();
  });

  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
