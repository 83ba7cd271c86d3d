import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type OrderSpec, quoteOrder, requireCompany } from '../companies/companies.service.ts';
import {
  type CsvDuplicate,
  CsvFileError,
  type CsvRowError,
  csvMessages,
  parseCandidateCsv,
} from './candidate-csv.ts';
import { findCandidatesByEmail } from './candidates.queries.ts';
import { type Inviter, inviteCandidates } from './invitations.service.ts';

export type UploadedCsv = { bytes: Buffer; name: string; type: string };

const MAX_REPORTED_ERRORS = 200;

const readCsv = (file: UploadedCsv, today: Date) => {
  const okType = /(^text\/|csv|excel|octet-stream)/.test(file.type);
  const okName = file.name === '' || /\.(csv|txt)$/i.test(file.name);
  try {
    if (!okType || !okName) throw new CsvFileError(csvMessages.notCsv);
    return parseCandidateCsv(file.bytes, today);
  } catch (error) {
    if (error instanceof CsvFileError) {
      throw new AppError(error.tooLarge ? 'payload_too_large' : 'unprocessable', error.message, {
        errors: [{ field: 'file', msg: error.message }],
      });
    }
    throw error;
  }
};

/** Row-by-row validation, duplicates and the price, before anything is sent. Changes nothing. */
export const previewCsvInvite = async (
  ctx: AppContext,
  companyId: string,
  file: UploadedCsv,
  spec: OrderSpec,
) => {
  const parsed = readCsv(file, ctx.now());
  const company = await requireCompany(ctx.db, companyId);
  const existing = new Map(
    (
      await findCandidatesByEmail(
        ctx.db,
        companyId,
        parsed.people.map((person) => person.email),
      )
    ).map((row) => [row.email, row.createdAt]),
  );
  const duplicates: CsvDuplicate[] = [...parsed.duplicates];
  parsed.people.forEach((person, index) => {
    const invitedAt = existing.get(person.email);
    if (invitedAt)
      duplicates.push({
        row: parsed.rows[index] ?? 0,
        email: person.email,
        reason: `Already invited on ${invitedAt.toISOString().slice(0, 10)}: will be skipped`,
      });
  });
  const toInvite = parsed.people.length - existing.size;
  return {
    validRows: toInvite,
    invalidRows: parsed.invalidRows,
    errors: parsed.errors.slice(0, MAX_REPORTED_ERRORS),
    duplicates: duplicates.sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED_ERRORS),
    quote: quoteOrder(ctx, spec, Math.max(toInvite, 0), company.demoMode),
  };
};

const describeRowError = (error: CsvRowError) =>
  `Row ${error.row}${error.field ? `, ${error.field}` : ''}: ${error.msg}`;

/** Invites the rows of a CSV only when every row is valid; otherwise 422 and nothing is sent. */
export const csvInvite = async (ctx: AppContext, inviter: Inviter, file: UploadedCsv, spec: OrderSpec) => {
  const parsed = readCsv(file, ctx.now());
  if (parsed.errors.length > 0) {
    const count = parsed.invalidRows || parsed.errors.length;
    throw new AppError(
      'unprocessable',
      `${count} row${count === 1 ? ' has' : 's have'} problems; nothing was sent. ${describeRowError(parsed.errors[0] as CsvRowError)}`,
      {
        errors: parsed.errors.slice(0, MAX_REPORTED_ERRORS).map((error) => ({
          field: `row ${error.row}${error.field ? ` ${error.field}` : ''}`,
          msg: describeRowError(error),
        })),
      },
    );
  }
  return inviteCandidates(ctx, inviter, parsed.people, spec);
};
