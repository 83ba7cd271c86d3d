import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, fcraCertifications } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CertificationRow = typeof fcraCertifications.$inferSelect;

export const findCompany = async (db: Executor, companyId: string) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
};

/** Another company already using this domain, if any. */
export const findCompanyByDomain = async (db: Executor, domain: string, exceptCompanyId: string) => {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(${companies.domain}) = ${domain.toLowerCase()}`, ne(companies.id, exceptCompanyId)));
  return row ?? null;
};

export const updateCompany = async (
  db: Executor,
  companyId: string,
  values: Partial<typeof companies.$inferInsert>,
) => {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning();
  return row ?? null;
};

export const findLatestCertification = async (db: Executor, companyId: string) => {
  const [row] = await db
    .select()
    .from(fcraCertifications)
    .where(eq(fcraCertifications.companyId, companyId))
    .orderBy(desc(fcraCertifications.acceptedAt))
    .limit(1);
  return row ?? null;
};

export const insertCertification = async (db: Executor, values: typeof fcraCertifications.$inferInsert) => {
  const [row] = await db.insert(fcraCertifications).values(values).returning();
  if (!row) throw new Error('certification was not stored');
  return row;
};
