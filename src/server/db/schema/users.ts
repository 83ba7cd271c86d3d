import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // ADMIN (operations staff), COMPANY (team member of an employer), CANDIDATE.
    role: text('role', { enum: ['ADMIN', 'COMPANY', 'CANDIDATE'] }).notNull(),
    email: text('email').notNull(),
    // argon2id(pepper-HMAC(client sha256)); null until a candidate creates a password.
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    teamRole: text('team_role', { enum: ['owner', 'admin', 'recruiter', 'viewer'] }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    refererUrl: text('referer_url'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One account per e-mail and role: the same person may be an employer's recruiter and a candidate.
    uniqueIndex('users_role_email_unique').on(table.role, sql`lower(${table.email})`),
    index('users_company_id_idx').on(table.companyId),
  ],
);
