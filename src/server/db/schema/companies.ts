import { boolean, index, inet, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Null until onboarding: the web sends such a company to /company instead of the dashboard.
  name: text('name'),
  domain: text('domain'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  country: text('country'),
  phone: text('phone'),
  // Server-generated path under DATA_DIR/uploads; never a name the client chose.
  logoPath: text('logo_path'),
  logoContentType: text('logo_content_type'),
  demoMode: boolean('demo_mode').notNull().default(true),
  // Set by the billing issue once a payment method exists; leaving demo mode needs it.
  billingReadyAt: timestamp('billing_ready_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// FCRA § 604(f): the user of reports certifies its permissible purpose. Every acceptance is kept
// (never updated or deleted) with the exact text's hash, who, when and from where.
export const fcraCertifications = pgTable(
  'fcra_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    version: text('version').notNull(),
    textSha256: text('text_sha256').notNull(),
    ip: inet('ip').notNull(),
    userAgent: text('user_agent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fcra_certifications_company_idx').on(table.companyId, table.acceptedAt)],
);
