import { randomBytes } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { findUserByEmail, insertCompany, insertUser } from '../features/accounts/accounts.queries.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { hashPassword } from '../lib/passwords.ts';

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

  const file = path.join(config.dataDir, 'secrets', 'initial-logins.txt');
  writeFileSync(
    file,
    `${logins.map((login) => `${login.area}: ${login.email} / ${login.password}  (${login.url})`).join('\n')}\n`,
    { mode: 0o600 },
  );
  chmodSync(file, 0o600);
  return logins;
};
