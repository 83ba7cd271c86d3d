import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates.ts';
import { companies } from './companies.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    package: text('package').notNull(),
    addOns: jsonb('add_ons').$type<Record<string, number>>().notNull().default({}),
    counties: jsonb('counties').$type<string[]>().notNull().default([]),
    // What the employer pays for this order (0 in demo mode), in cents.
    priceCents: integer('price_cents').notNull(),
    // The list price, kept in demo mode too so the dashboard can show what it would have cost.
    listPriceCents: integer('list_price_cents').notNull(),
    passThroughMinCents: integer('pass_through_min_cents').notNull(),
    passThroughMaxCents: integer('pass_through_max_cents').notNull(),
    demo: boolean('demo').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_company_idx').on(table.companyId, table.createdAt),
    index('orders_candidate_idx').on(table.candidateId),
  ],
);

// One row per check of an order (DOMAIN.md section 2); status NULL = awaiting candidate input.
export const checks = pgTable(
  'checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status'),
    countyFips: text('county_fips'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('checks_candidate_idx').on(table.companyId, table.candidateId),
    index('checks_order_idx').on(table.orderId),
  ],
);

// The ledger the billing issue extends (payments, refunds, credits); amounts in cents.
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    demo: boolean('demo').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transactions_company_idx').on(table.companyId, table.createdAt)],
);
