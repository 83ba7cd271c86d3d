import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters in the database, so limits hold across API processes.
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

// Each solved captcha may be spent once.
export const captchaSpends = pgTable('captcha_spends', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
