import { parse } from 'csv-parse/sync';
import { inviteeSchema } from '#shared/candidates/candidates.contract.ts';
import { birthdateProblem, MAX_UPLOAD_BYTES, phoneCharactersPattern } from '#shared/validation/fields.ts';
import type { InviteePerson } from './invitations.service.ts';

export type CsvRowError = { row: number; field?: string; msg: string };
export type CsvDuplicate = { row: number; email: string; reason: string };

export const CSV_COLUMNS = ['email', 'first_name', 'last_name', 'middle_name', 'phone', 'birthdate'] as const;
const REQUIRED = ['email', 'first_name', 'last_name'] as const;
const MAX_ROWS = 10_000;

export const csvMessages = {
  tooLarge: `The file is larger than ${MAX_UPLOAD_BYTES / 1_048_576} MB. Split it into smaller files.`,
  notCsv: 'The file is not a CSV. Export the spreadsheet as CSV (comma-separated values) and try again.',
  empty: 'The file has no candidate rows below the header.',
  tooManyRows: `The file has more than ${MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  formula: (column: string, first: string) =>
    `${column} starts with "${first}", which a spreadsheet would run as a formula. Remove the leading "${first}".`,
} as const;

const headerKey = (value: string) =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/^(firstname|first)$/, 'first_name')
    .replace(/^(lastname|last)$/, 'last_name')
    .replace(/^(middlename|middle)$/, 'middle_name')
    .replace(/^(e_?mail|email_address)$/, 'email')
    .replace(/^(phone_number|mobile)$/, 'phone')
    .replace(/^(dob|date_of_birth)$/, 'birthdate');

// OWASP CSV injection: a cell starting with = + - @ (or tab / carriage return) runs as a formula.
const formulaStart = /^[=+\-@\t\r]/;

/** A bad file (not the rows): 413 for size, 422 otherwise. Nothing is sent. */
export class CsvFileError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const looksBinary = (bytes: Buffer) => bytes.subarray(0, 8192).includes(0);

/**
 * Validates a CSV of candidates row by row (spreadsheet row numbers: the header is row 1) without
 * touching the database. Rows with errors and repeated e-mails are reported, never sent. `today`
 * (the server's clock) decides which dates of birth are in the future.
 */
export const parseCandidateCsv = (bytes: Buffer, today: Date) => {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new CsvFileError(csvMessages.tooLarge, true);
  if (looksBinary(bytes)) throw new CsvFileError(csvMessages.notCsv);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) throw new CsvFileError(csvMessages.notCsv);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: false,
    });
  } catch (error) {
    throw new CsvFileError(`${csvMessages.notCsv} (${(error as Error).message.split('\n')[0]})`);
  }
  const [header, ...body] = records;
  if (!header) throw new CsvFileError(csvMessages.empty);
  const columns = header.map(headerKey);
  const unknown = columns.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  const errors: CsvRowError[] = [];
  if (unknown.length > 0 || missing.length > 0) {
    const parts = [
      missing.length ? `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : '',
      unknown.length ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    errors.push({
      row: 1,
      msg: `The header row has ${parts.join(' and ')}. Expected: ${CSV_COLUMNS.join(', ')}.`,
    });
    return {
      people: [],
      rows: [] as number[],
      errors,
      duplicates: [] as CsvDuplicate[],
      invalidRows: body.length,
    };
  }
  if (body.length === 0) throw new CsvFileError(csvMessages.empty);
  if (body.length > MAX_ROWS) throw new CsvFileError(csvMessages.tooManyRows);

  const people: InviteePerson[] = [];
  const rows: number[] = [];
  const duplicates: CsvDuplicate[] = [];
  const firstRowOf = new Map<string, number>();
  const badRows = new Set<number>();
  body.forEach((record, index) => {
    const row = index + 2;
    const cells: Record<string, string> = {};
    columns.forEach((column, position) => {
      cells[column] = (record[position] ?? '').trim();
    });
    let rowOk = true;
    const fail = (field: string, msg: string) => {
      errors.push({ row, field, msg });
      rowOk = false;
    };
    if (record.length > columns.length && record.slice(columns.length).some((cell) => cell.trim() !== ''))
      fail('row', `Row has ${record.length} cells but the header has ${columns.length} columns.`);
    for (const [column, value] of Object.entries(cells)) {
      const isPhone = column === 'phone' && phoneCharactersPattern.test(value);
      if (!isPhone && formulaStart.test(value)) fail(column, csvMessages.formula(column, value.charAt(0)));
    }
    const birthdate = cells.birthdate ?? '';
    const birthdateError = birthdate ? birthdateProblem(birthdate, today) : null;
    if (birthdateError) fail('birthdate', birthdateError);
    const parsed = inviteeSchema.safeParse({
      email: cells.email ?? '',
      firstName: cells.first_name ?? '',
      lastName: cells.last_name ?? '',
      middleName: cells.middle_name || undefined,
      phone: cells.phone || undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row').replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
        if (!errors.some((error) => error.row === row && error.field === field)) fail(field, issue.message);
      }
    }
    if (!rowOk || !parsed.success) {
      badRows.add(row);
      return;
    }
    const first = firstRowOf.get(parsed.data.email);
    if (first !== undefined) {
      duplicates.push({ row, email: parsed.data.email, reason: `Same e-mail as row ${first}` });
      errors.push({ row, field: 'email', msg: `Same e-mail as row ${first}: each candidate once per file.` });
      badRows.add(row);
      return;
    }
    firstRowOf.set(parsed.data.email, row);
    people.push({ ...parsed.data, ...(birthdate ? { birthdate } : {}) });
    rows.push(row);
  });
  return { people, rows, errors, duplicates, invalidRows: badRows.size };
};
