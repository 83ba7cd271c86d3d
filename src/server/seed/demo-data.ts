import { randomBytes } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { findUserByEmail, insertCompany, insertUser } from '../features/accounts/accounts.queries.ts';
import { recordCandidateProgress } from '../features/candidates/candidates.service.ts';
import { inviteCandidates } from '../features/candidates/invitations.service.ts';
import { toOrderSpec } from '../features/companies/companies.service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { hashPassword } from '../lib/passwords.ts';
import { SessionCache } from '../lib/session-cache.ts';
import { createAltchaProvider } from '../providers/captcha/captcha-provider.ts';

export type SeededLogin = { area: string; url: string; email: string; password: string };

/** The password a person types is what the browser hashes with sha256 before sending. */
const storedPassword = (config: Config, typed: string) =>
  hashPassword(config.secrets.pepper, sha256Hex(typed));

const generatedPassword = () => `${randomBytes(9).toString('base64url')}-Vy1`;

/** Creates one operations admin; used at first start and by `npm run create-admin`. */
export const createOperationsAdmin = async (
  db: Db,
  config: Config,
  input: { email: string; password: string; firstName?: string; lastName?: string },
) => {
  const existing = await findUserByEmail(db, 'ADMIN', input.email);
  if (existing) throw new Error(`An operations account for ${input.email} already exists.`);
  return insertUser(db, {
    role: 'ADMIN',
    email: input.email.toLowerCase(),
    passwordHash: await storedPassword(config, input.password),
    firstName: input.firstName ?? 'Operations',
    lastName: input.lastName ?? 'Admin',
    emailVerifiedAt: new Date(),
  });
};

/**
 * On an empty database: the first operations admin (from ADMIN_EMAIL / ADMIN_PASSWORD) and, unless
 * SEED_DEMO=false, a demo employer and candidate. Returns the logins to print; generated passwords
 * are also kept in DATA_DIR/secrets/initial-logins.txt, readable by the owner only.
 */
export const seedIfEmpty = async (db: Db, config: Config): Promise<SeededLogin[] | null> => {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, 'ADMIN'));
  if (Number(row?.total ?? 0) > 0) return null;

  const logins: SeededLogin[] = [];
  const adminPassword = config.ADMIN_PASSWORD ?? generatedPassword();
  await createOperationsAdmin(db, config, { email: config.ADMIN_EMAIL, password: adminPassword });
  logins.push({
    area: 'Operations',
    url: `${config.publicUrl}/admin/login`,
    email: config.ADMIN_EMAIL,
    password: adminPassword,
  });

  if (config.SEED_DEMO) {
    const demoPassword = 'Demo-Verity-2026';
    const company = await insertCompany(db, {
      name: 'Acme Logistics',
      domain: 'acme-logistics.test',
      // Complete, so the demo's Settings page opens with every required field filled in. The phone
      // is in the 555-01xx range reserved for fiction.
      address: '2150 Third Street, Suite 300',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94107',
      country: 'US',
      phone: '+1-4155550100',
      demoMode: true,
    });
    await insertUser(db, {
      role: 'COMPANY',
      email: 'owner@acme-logistics.test',
      passwordHash: await storedPassword(config, demoPassword),
      firstName: 'Dana',
      lastName: 'Whitfield',
      phone: '+1-4155550134',
      companyId: company.id,
      teamRole: 'owner',
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
    });
    logins.push({
      area: 'Company (demo employer)',
      url: `${config.publicUrl}/login`,
      email: 'owner@acme-logistics.test',
      password: demoPassword,
    });
    await insertUser(db, {
      role: 'CANDIDATE',
      email: 'jordan.lee@example.test',
      passwordHash: await storedPassword(config, demoPassword),
      firstName: 'Jordan',
      lastName: 'Lee',
      phone: '+1-6465550187',
      emailVerifiedAt: new Date(),
    });
    logins.push({
      area: 'Candidate (demo)',
      url: `${config.publicUrl}/login`,
      email: 'jordan.lee@example.test',
      password: demoPassword,
    });
  }

  if (config.SEED_DEMO) {
    const company = await db.query.companies.findFirst({
      where: (table, { eq }) => eq(table.name, 'Acme Logistics'),
    });
    const owner = await findUserByEmail(db, 'COMPANY', 'owner@acme-logistics.test');
    if (company && owner)
      await seedDemoCandidates(db, config, { companyId: company.id, userId: owner.id, email: owner.email });
  }

  const file = path.join(config.dataDir, 'secrets', 'initial-logins.txt');
  writeFileSync(
    file,
    `${logins.map((login) => `${login.area}: ${login.email} / ${login.password}  (${login.url})`).join('\n')}\n`,
    { mode: 0o600 },
  );
  chmodSync(file, 0o600);
  return logins;
};

// The seed runs before the app and its job queue exist: demo invitations stay in the outbox (the
// dev mailbox shows them) and are never delivered; the addresses are fictional anyway.
const outboxOnlyJobs: JobQueue = {
  enqueue: async () => {},
  startWorkers: async () => {},
  stop: async () => {},
};

const demoPeople = [
  { email: 'maria.gonzalez@example.test', firstName: 'Maria', lastName: 'Gonzalez', phone: '+1-2135550142' }, // CA
  { email: 'dwayne.carter@example.test', firstName: 'Dwayne', lastName: 'Carter', phone: '+1-5125550198' }, // TX
  {
    email: 'priya.natarajan@example.test',
    firstName: 'Priya',
    lastName: 'Natarajan',
    phone: '+1-6465550113',
  }, // NY
  { email: 'tom.kowalski@example.test', firstName: 'Tom', lastName: 'Kowalski', phone: '+1-3125550177' }, // IL
  { email: 'aisha.bello@example.test', firstName: 'Aisha', lastName: 'Bello', phone: '+1-3055550164' }, // FL
  { email: 'kenji.watanabe@example.test', firstName: 'Kenji', lastName: 'Watanabe', phone: '+1-2065550121' }, // WA
];

/** A handful of candidates for the demo employer, invited through the one invitation service. */
const seedDemoCandidates = async (
  db: Db,
  config: Config,
  owner: { companyId: string; userId: string; email: string },
) => {
  const log = pino({ level: 'silent' });
  const ctx: AppContext = {
    db,
    config,
    jobs: outboxOnlyJobs,
    captcha: createAltchaProvider(db, config.secrets.captcha),
    log,
    sessions: new SessionCache(0),
    now: () => new Date(),
  };
  const inviter = { companyId: owner.companyId, userId: owner.userId, label: owner.email };
  const gold = await inviteCandidates(
    ctx,
    inviter,
    demoPeople.slice(0, 4),
    toOrderSpec({ package: 'gold', addOns: {}, counties: [] }),
  );
  const platinum = await inviteCandidates(
    ctx,
    inviter,
    demoPeople.slice(4),
    toOrderSpec({ package: 'platinum', addOns: { mvr: 1 }, counties: [] }),
  );
  // Different points of the flow, so the table and dashboard show each state.
  const [maria, dwayne, priya, tom, aisha] = [...gold.candidates, ...platinum.candidates];
  const progress: [typeof maria, { status?: string; invitationStage?: string; completedAt?: Date }][] = [
    [maria, { invitationStage: 'submitted', status: 'VERIFIED', completedAt: new Date() }],
    [dwayne, { invitationStage: 'submitted', status: 'PENDING' }],
    [priya, { invitationStage: 'in_progress' }],
    [tom, { invitationStage: 'opened' }],
    [aisha, { invitationStage: 'submitted', status: 'UNABLE_TO_VERIFY', completedAt: new Date() }],
  ];
  for (const [candidate, change] of progress) {
    if (candidate)
      await db.transaction((tx) => recordCandidateProgress(tx, owner.companyId, candidate.id, change));
  }
};
