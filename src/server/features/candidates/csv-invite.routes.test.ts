import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, mailMessages, orders, transactions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { multipartForm } from '../companies/multipart-form.test-helper.ts';
import { csvMessages } from './candidate-csv.ts';

let t: TestApp;
let owner: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createCompanyUser();
  token = await t.tokenFor(owner.email);
});
afterAll(() => t.close());

const upload = (
  url: string,
  csv: string | Buffer,
  fields: Record<string, string> = { package: 'gold' },
  name = 'candidates.csv',
  type = 'text/csv',
) =>
  t.inject({
    method: 'POST',
    url,
    ...multipartForm(fields, { field: 'file', name, type, bytes: Buffer.from(csv) }, t.bearer(token)),
  });

const tableSizes = async () => {
  const sizes: Record<string, number> = {};
  for (const [name, table] of Object.entries({ candidates, orders, transactions, mailMessages })) {
    const [row] = await t.db.select({ total: count() }).from(table);
    sizes[name] = Number(row?.total ?? 0);
  }
  return sizes;
};

const good = [
  'email,first_name,last_name,phone',
  'ana.ruiz@example.com,Ana,Ruiz,+1-4155550101',
  'ben.ode@example.com,Ben,Ode,',
].join('\n');

describe('CSV invitations', () => {
  it('previews rows, duplicates and the price without changing anything', async () => {
    const before = await tableSizes();
    const response = await upload('/api/company/invite/preview', good, {
      package: 'gold',
      add_ons: '{"mvr":1}',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ valid_rows: 2, invalid_rows: 0, errors: [], duplicates: [] });
    expect(data.quote).toMatchObject({
      candidates: 2,
      per_candidate_cents: 3500 + 850,
      total_cents: 2 * 4350,
    });
    expect(await tableSizes()).toEqual(before);
  });

  it('reports each bad row and why, and the invite then changes nothing', async () => {
    const bad = [
      'email,first_name,last_name,phone',
      'good.one@example.com,Good,One,',
      'not-an-email,Bad,Email,',
      '=HYPERLINK("http://evil"),Formula,Row,',
      'good.one@example.com,Good,Twice,',
      'carl@example.com,@Carl,Smith,',
      'dee@example.com,Dee,Jones,555',
    ].join('\r\n');
    const before = await tableSizes();
    const preview = await upload('/api/company/invite/preview', bad);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.valid_rows).toBe(1);
    expect(data.invalid_rows).toBe(5);
    const rows = (field: string) =>
      data.errors
        .filter((error: { field?: string }) => error.field === field)
        .map((error: { row: number }) => error.row);
    expect(rows('email')).toEqual([3, 4, 5]);
    expect(data.errors.find((error: { row: number }) => error.row === 4).msg).toMatch(/formula/);
    expect(rows('first_name')).toEqual([6]);
    expect(rows('phone')).toEqual([7]);
    expect(data.duplicates).toEqual([
      { row: 5, email: 'good.one@example.com', reason: 'Same e-mail as row 2' },
    ]);

    const invite = await upload('/api/company/invite', bad);
    expect(invite.statusCode).toBe(422);
    expect(invite.json().message).toMatch(
      /^5 rows have problems; nothing was sent\. Row 3, email: Invalid email/,
    );
    expect(await tableSizes()).toEqual(before);
  });

  it('refuses dates of birth that are not on the calendar or not yet, row by row', async () => {
    t.clock.advance(0);
    const ddmmyyyy = (date: Date) =>
      [date.getUTCDate(), date.getUTCMonth() + 1].map((part) => String(part).padStart(2, '0')).join('-') +
      `-${date.getUTCFullYear()}`;
    const today = ddmmyyyy(t.clock.now());
    const tomorrow = ddmmyyyy(new Date(t.clock.now().getTime() + 86_400_000));
    const csv = [
      'email,first_name,last_name,birthdate',
      'dob.ok@example.com,Ok,Person,15-06-1988',
      'dob.feb31@example.com,Feb,Thirtyone,31-02-1990',
      'dob.feb29@example.com,Feb,Twentynine,29-02-2001',
      'dob.leap@example.com,Leap,Year,29-02-2000',
      'dob.us@example.com,Month,First,12-31-1990',
      `dob.future@example.com,Not,Born,${tomorrow}`,
      `dob.today@example.com,Born,Today,${today}`,
      'dob.iso@example.com,Iso,Date,1990-02-15',
      'dob.old@example.com,Too,Old,01-01-1899',
      'dob.zero@example.com,Day,Zero,00-05-1990',
    ].join('\n');
    const preview = await upload('/api/company/invite/preview', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    expect(data.valid_rows).toBe(3);
    expect(data.errors).toEqual([
      { row: 3, field: 'birthdate', msg: 'There is no 31-02-1990: February 1990 has 28 days.' },
      { row: 4, field: 'birthdate', msg: 'There is no 29-02-2001: February 2001 has 28 days.' },
      {
        row: 6,
        field: 'birthdate',
        msg: 'There is no month 31 in 12-31-1990: write the day first, DD-MM-YYYY.',
      },
      { row: 7, field: 'birthdate', msg: `Date of birth ${tomorrow} is in the future.` },
      { row: 9, field: 'birthdate', msg: 'Date of birth must be written DD-MM-YYYY.' },
      { row: 10, field: 'birthdate', msg: 'Date of birth 01-01-1899 is before 1900.' },
      { row: 11, field: 'birthdate', msg: 'There is no 00-05-1990: May 1990 has 31 days.' },
    ]);
    const invite = await upload('/api/company/invite', csv);
    expect(invite.statusCode).toBe(422);
    expect(invite.json().message).toMatch(/Row 3, birthdate: There is no 31-02-1990/);
    t.clock.reset();
  });

  it('refuses wrong columns, files that are not CSV, and files over 20 MB', async () => {
    const before = await tableSizes();
    const columns = await upload('/api/company/invite', 'mail,name\nx@example.com,X');
    expect(columns.statusCode).toBe(422);
    expect(columns.json().message).toMatch(
      /missing columns email, first_name, last_name and unknown columns mail, name/,
    );
    const binary = await upload(
      '/api/company/invite',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]),
      undefined,
      'list.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(binary.statusCode).toBe(422);
    expect(binary.json().message).toBe(csvMessages.notCsv);
    const image = await upload('/api/company/invite', Buffer.from([0, 1, 2, 3]), undefined, 'list.csv');
    expect(image.statusCode).toBe(422);
    const huge = await upload('/api/company/invite', Buffer.alloc(20 * 1_048_576 + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(csvMessages.tooLarge);
    const noPackage = await upload('/api/company/invite', good, {});
    expect(noPackage.statusCode).toBe(400);
    expect(await tableSizes()).toEqual(before);
  });

  it('invites every row of a valid file and flags e-mails already invited', async () => {
    const first = await upload('/api/company/invite', good, {
      package: 'bronze',
      add_ons: 'mvr',
      from_app: 'true',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ invited: 2, duplicates: [] });
    expect((await t.readOutbox('ana.ruiz@example.com'))[0]?.subject).toMatch(
      /invited you to complete a background check/,
    );
    const again = await upload('/api/company/invite', good, { package: 'bronze' });
    expect(again.json().data.invited).toBe(0);
    expect(again.json().data.duplicates.map((entry: { email: string }) => entry.email)).toEqual([
      'ana.ruiz@example.com',
      'ben.ode@example.com',
    ]);
    const preview = await upload('/api/company/invite/preview', good, { package: 'bronze' });
    expect(preview.json().data.valid_rows).toBe(0);
    expect(preview.json().data.duplicates[0].reason).toMatch(/Already invited/);
  });

  it('needs a session that may invite', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/company/invite/preview',
      ...multipartForm(
        { package: 'gold' },
        { field: 'file', name: 'a.csv', type: 'text/csv', bytes: Buffer.from(good) },
      ),
    });
    expect(response.statusCode).toBe(401);
  });
});
