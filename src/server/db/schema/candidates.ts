import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { sessions } from './sessions.ts';
import { users } from './users.ts';

export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // The CANDIDATE account (no password until the candidate chooses one); shared when two employers
    // invite the same person, while each employer keeps its own candidate row.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    // AES-256-GCM (lib/crypto.ts): personal data at rest.
    birthdateEncrypted: text('birthdate_encrypted'),
    package: text('package').notNull(),
    status: text('status').notNull().default('NULL'),
    invitationStage: text('invitation_stage').notNull().default('invited'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    // lower(first middle last email): what the trigram index searches.
    searchText: text('search_text').notNull(),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One candidate per e-mail within a company: a second invitation is flagged, not doubled.
    uniqueIndex('candidates_company_email_unique').on(table.companyId, table.email),
    // Plain ascending indexes: PostgreSQL reads them backwards for ORDER BY … DESC.
    index('candidates_list_idx').on(table.companyId, table.archived, table.createdAt, table.id),
    index('candidates_status_idx').on(table.companyId, table.archived, table.status, table.createdAt),
    index('candidates_stage_idx').on(table.companyId, table.archived, table.invitationStage, table.createdAt),
    index('candidates_name_idx').on(table.companyId, table.archived, table.lastName, table.firstName),
    index('candidates_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('candidates_user_idx').on(table.userId),
    index('candidates_completed_idx').on(table.companyId, table.completedAt),
  ],
);

/**
 * Counts of a company's candidates per (archived, bucket), kept in the transaction of every change
 * so the table and dashboard never count rows per request. Buckets: 'all', 'status:<S>', 'stage:<S>'.
 */
export const candidateCounters = pgTable(
  'candidate_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    archived: boolean('archived').notNull(),
    bucket: text('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.archived, table.bucket] })],
);

// One row per link issued to a candidate (invitation, resend, copied link); expires after 7 days.
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    // The candidate session the link opens; the candidate flow finds its candidate through it.
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['email', 'resend', 'link'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    index('invitations_candidate_idx').on(table.candidateId),
    index('invitations_session_idx').on(table.sessionId),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notes_candidate_idx').on(table.companyId, table.candidateId, table.createdAt)],
);

// The company's activity feed (newest first, appended as the user scrolls).
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Kept after a candidate is deleted: the feed is the company's history.
    candidateId: uuid('candidate_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activities_company_idx').on(table.companyId, table.createdAt, table.id),
    index('activities_candidate_idx').on(table.candidateId, table.createdAt),
  ],
);
