import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { LoginRole, Role, TeamRole } from '#shared/accounts/roles.ts';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { mailMessages } from '../db/schema/index.ts';
import { insertCompany, insertSession, insertUser } from '../features/accounts/accounts.queries.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { hashPassword } from '../lib/passwords.ts';
import { signSessionToken } from '../lib/session-tokens.ts';

/** The password every test user types; the wire carries its sha256. */
export const TEST_PASSWORD = 'Correct-Horse-42';
export const wirePassword = (typed: string = TEST_PASSWORD) => sha256Hex(typed);

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export const databaseKind: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let counter = 0;
/** A value unique within the run (e-mail local parts, IP addresses, database names). */
export const unique = () => {
  counter += 1;
  return `${process.pid}${Date.now().toString(36)}${counter}`;
};

/** A distinct client address per call, so per-IP rate limits of one test do not leak into another. */
export const uniqueIp = () => {
  counter += 1;
  return `10.${(process.pid >> 8) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

/** Creates a fresh database on the PostgreSQL server of DATABASE_URL; the returned function drops it. */
const createPostgresDatabase = async (serverUrl: string) => {
  const name = `verity_test_${unique()}_${randomBytes(3).toString('hex')}`.toLowerCase();
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: admin.toString() });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return { url: url.toString(), drop };
};

export type TestAppOptions = {
  /** Run the job workers in process (mail delivery). Off by default: outbox rows are checked directly. */
  runJobs?: boolean;
  /** Extra configuration (e.g. SMTP_URL, NODE_ENV, CORS_ORIGINS). */
  env?: Record<string, string>;
  /** Reuse the database of another test app (a second process on the same data). */
  database?: Database;
  /** Called after buildApp and before ready: tests may add routes here. */
  beforeReady?: (app: App) => void | Promise<void>;
};

export type OutboxMessage = typeof mailMessages.$inferSelect;

export type TestUser = {
  id: string;
  email: string;
  password: string;
  companyId: string | null;
  role: Role;
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Builds the real app on a throwaway database: PGlite in memory, or a freshly created PostgreSQL
 * database when DATABASE_URL is set. Time is controllable through `clock`.
 */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verity-test-'));
  const cleanups: Array<() => Promise<void> | void> = [
    () => rmSync(dataDir, { recursive: true, force: true }),
  ];

  let database = options.database;
  let databaseUrl: string | undefined;
  if (!database && process.env.DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = created.url;
    cleanups.unshift(created.drop);
  }

  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    ADMIN_EMAIL: 'ops@verity.test',
    PUBLIC_URL: 'http://verity.test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  if (!databaseUrl && !options.database) config.database = { kind: 'pglite', dataDir: 'memory://' };

  if (!database) {
    database = await openDatabase(config.database);
    const opened = database;
    cleanups.unshift(() => opened.close());
  }

  let frozen: Date | null = null;
  const clock = {
    now: () => frozen ?? new Date(),
    /** Moves the server's clock forward by `ms` (from now, or from the last setting). */
    advance: (ms: number) => {
      frozen = new Date((frozen ?? new Date()).getTime() + ms);
    },
    reset: () => {
      frozen = null;
    },
  };

  const app = await buildApp({ config, database, runJobs: options.runJobs ?? false, now: clock.now });
  cleanups.unshift(() => app.close());
  try {
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => {});
    throw error;
  }
  const db = database.db;

  const inject = (request: InjectOptions): Promise<LightMyRequestResponse> => app.inject(request);

  /** All outbox rows for an address (mail_messages), oldest first. */
  const readOutbox = async (to: string): Promise<OutboxMessage[]> =>
    db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, to.toLowerCase()))
      .orderBy(asc(mailMessages.createdAt));

  /** The newest link in the newest e-mail to `to` whose link contains `fragment`. */
  const latestLink = async (to: string, fragment: string) => {
    const messages = await readOutbox(to);
    const links = messages.flatMap((message) => message.links).filter((link) => link.includes(fragment));
    const link = links.at(-1);
    if (!link) throw new Error(`no e-mail to ${to} with a link containing ${fragment}`);
    return link;
  };

  const tokenFromLink = (link: string) => {
    const token = new URL(link).searchParams.get('token');
    if (!token) throw new Error(`no token in ${link}`);
    return token;
  };

  /** Fetches a challenge from the server and solves it as the ALTCHA widget would. */
  const solveCaptcha = async () => {
    const response = await inject({ method: 'GET', url: '/api/captcha/challenge' });
    if (response.statusCode !== 200) throw new Error(`challenge failed: ${response.statusCode}`);
    const challenge = response.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the captcha challenge');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  const signupBody = async (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Avery',
    last_name: 'Quinn',
    email: `owner.${unique()}@northwind-freight.com`,
    phone: '+1-4155550123',
    password: wirePassword(),
    accept: true,
    captcha: await solveCaptcha(),
    ...overrides,
  });

  const signUp = (body: Record<string, unknown>, ip = uniqueIp()) =>
    inject({ method: 'POST', url: '/api/signup', payload: body, remoteAddress: ip });

  const login = (
    email: string,
    password: string = TEST_PASSWORD,
    role: LoginRole = 'admin',
    ip: string = uniqueIp(),
  ) =>
    inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: wirePassword(password), role },
      remoteAddress: ip,
    });

  /** Logs in and returns the bearer token, failing loudly otherwise. */
  const tokenFor = async (email: string, password: string = TEST_PASSWORD, role: LoginRole = 'admin') => {
    const response = await login(email, password, role);
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json().data.token as string;
  };

  const insertTestUser = async (values: {
    role: Role;
    email?: string;
    password?: string | null;
    verified?: boolean;
    companyId?: string | null;
    teamRole?: TeamRole | null;
  }): Promise<TestUser> => {
    const email = values.email ?? `${values.role.toLowerCase()}.${unique()}@acme-test.com`;
    const password = values.password === undefined ? TEST_PASSWORD : values.password;
    const user = await insertUser(db, {
      role: values.role,
      email,
      passwordHash:
        password === null ? null : await hashPassword(config.secrets.pepper, wirePassword(password)),
      firstName: 'Test',
      lastName: values.role === 'CANDIDATE' ? 'Candidate' : 'User',
      phone: '+1-4155550100',
      companyId: values.companyId ?? null,
      teamRole: values.teamRole ?? null,
      emailVerifiedAt: values.verified === false ? null : new Date(),
    });
    return { id: user.id, email, password: password ?? '', companyId: user.companyId, role: values.role };
  };

  /**
   * A company owner. `via: 'api'` signs up through /api/signup and opens the verification link from
   * the outbox; `via: 'db'` writes the rows directly (fast).
   */
  const createCompanyUser = async (
    options: { via?: 'api' | 'db'; verified?: boolean; email?: string; companyName?: string | null } = {},
  ): Promise<TestUser> => {
    if (options.via === 'api') {
      const body = await signupBody(options.email ? { email: options.email } : {});
      const signup = await signUp(body);
      if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
      const email = String(body.email);
      if (options.verified !== false) {
        const token = tokenFromLink(await latestLink(email, '/verification?token='));
        const verify = await inject({ method: 'POST', url: '/api/verify', payload: { token } });
        if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
      }
      const profile = await db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
      if (!profile) throw new Error('signed-up user not found');
      return {
        id: profile.id,
        email,
        password: TEST_PASSWORD,
        companyId: profile.companyId,
        role: 'COMPANY',
      };
    }
    const email = options.email ?? `owner.${unique()}@acme-test.com`;
    const company = await insertCompany(db, {
      name: options.companyName === undefined ? 'Acme Test Co' : options.companyName,
      domain: email.slice(email.indexOf('@') + 1),
    });
    return insertTestUser({
      role: 'COMPANY',
      email,
      companyId: company.id,
      teamRole: 'owner',
      verified: options.verified,
    });
  };

  const createCandidate = (options: { password?: string | null; email?: string } = {}) =>
    insertTestUser({ role: 'CANDIDATE', ...options });

  const createOpsAdmin = (options: { email?: string } = {}) => insertTestUser({ role: 'ADMIN', ...options });

  /** A session for a user without logging in (a candidate who arrived through an invitation link). */
  const sessionTokenFor = async (user: TestUser) => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const session = await insertSession(db, { userId: user.id, expiresAt, ip: null, userAgent: null });
    return signSessionToken(
      config.secrets.jwt,
      { userId: user.id, sessionId: session.id, role: user.role },
      expiresAt,
    );
  };

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const close = async () => {
    for (const cleanup of cleanups) await cleanup();
  };

  return {
    app,
    db,
    database,
    config,
    clock,
    inject,
    readOutbox,
    latestLink,
    tokenFromLink,
    solveCaptcha,
    signupBody,
    signUp,
    login,
    tokenFor,
    createCompanyUser,
    createCandidate,
    createOpsAdmin,
    sessionTokenFor,
    bearer,
    close,
  };
};
