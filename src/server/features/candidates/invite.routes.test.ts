import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, checks, invitations, orders, sessions, transactions } from '../../db/schema/index.ts';
import { decrypt } from '../../lib/crypto.ts';
import { createTestApp, type TestApp, type TestUser, unique } from '../../test/test-app.ts';

let t: TestApp;
let owner: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createCompanyUser();
  token = await t.tokenFor(owner.email);
});
afterAll(() => t.close());

const person = (overrides: Record<string, unknown> = {}) => ({
  email: `cand.${unique()}@example.com`,
  first_name: 'Maria',
  last_name: 'Gonzalez',
  phone: '+1-4155550188',
  ...overrides,
});

const invite = (body: Record<string, unknown>, bearer = token) =>
  t.inject({ method: 'POST', url: '/api/company/invite', headers: t.bearer(bearer), payload: body });

describe('POST /api/company/invite (JSON)', () => {
  it('creates the candidate, order, checks, a demo charge, a session link and the e-mail', async () => {
    const candidate = person();
    const response = await invite({ candidates: [candidate], package: 'platinum', add_ons: { mvr: 1 } });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ invited: 1, duplicates: [], total_cents: 0 });
    const id = data.candidates[0].id as string;
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row).toMatchObject({ status: 'NULL', invitationStage: 'invited', package: 'platinum' });
    const [order] = await t.db.select().from(orders).where(eq(orders.candidateId, id));
    expect(order).toMatchObject({ demo: true, priceCents: 0, listPriceCents: 4500 + 850 });
    const checkRows = await t.db.select().from(checks).where(eq(checks.candidateId, id));
    expect(checkRows.map((check) => check.type).sort()).toEqual(
      [
        'county_criminal',
        'education',
        'employment',
        'global_watchlist',
        'identity',
        'mvr',
        'national_criminal',
        'sex_offender',
        'ssn_trace',
      ].sort(),
    );
    expect(checkRows.every((check) => check.status === null)).toBe(true);
    const [charge] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, order?.id ?? ''));
    expect(charge).toMatchObject({ kind: 'charge', amountCents: 0, demo: true });
    const link = await t.latestLink(candidate.email, '/candidate/personal-details?token=');
    const candidateToken = t.tokenFromLink(link);
    const profile = await t.inject({ method: 'GET', url: '/api/profile', headers: t.bearer(candidateToken) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.role).toBe('CANDIDATE');
    const [invitation] = await t.db.select().from(invitations).where(eq(invitations.candidateId, id));
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, invitation?.sessionId ?? ''));
    const days = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('flags an e-mail the company already invited instead of inviting twice', async () => {
    const candidate = person();
    await invite({ candidates: [candidate], package: 'bronze' });
    const again = await invite({ candidates: [candidate, person()], package: 'bronze' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.invited).toBe(1);
    expect(again.json().data.duplicates[0]).toMatchObject({ email: candidate.email });
  });

  it('rejects a bad e-mail with 400 naming the field, and an unknown add-on', async () => {
    const bad = await invite({ candidates: [person({ email: 'nope' })], package: 'bronze' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('candidates.0.email');
    const addOn = await invite({ candidates: [person()], package: 'bronze', add_ons: { teleport: 1 } });
    expect(addOn.statusCode).toBe(400);
    expect(addOn.json().message).toMatch(/Unknown add-on/);
  });

  it('requires a company session and a role that may invite', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/company/invite', payload: {} })).statusCode).toBe(
      401,
    );
    const viewer = await t.createCompanyUser();
    await t.db.execute(`update users set team_role = 'viewer' where id = '${viewer.id}'`);
    const viewerToken = await t.tokenFor(viewer.email);
    expect((await invite({ candidates: [person()], package: 'bronze' }, viewerToken)).statusCode).toBe(403);
  });

  it('checks a phone sent to the public API as the web form does, naming the field', async () => {
    const publicInvite = (phone: string) =>
      t.inject({
        method: 'POST',
        url: '/api/employee/invite',
        headers: t.bearer(token),
        payload: {
          employee_details: [
            { email: `tel.${unique()}@example.com`, first_name: 'Ann', last_name: 'Lee', phone },
          ],
          package: 'bronze',
        },
      });
    for (const phone of [
      'call me maybe',
      '555-0188',
      '+1-41555501889',
      '+1-415555018x',
      '+1 (415) 555-0188 ext 12',
    ]) {
      const bad = await publicInvite(phone);
      expect(bad.statusCode, phone).toBe(400);
      expect(bad.json().message).toBe('employee_details.0.phone: Please enter a valid phone number');
      expect(bad.json().errors).toEqual([
        { field: 'employee_details.0.phone', msg: 'Please enter a valid phone number' },
      ]);
    }
    const good = await publicInvite('+1-4155550188');
    expect(good.statusCode, good.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, good.json().data.candidates[0].id));
    expect(row?.phone).toBe('+1-4155550188');
    // Blank is "no phone", as on the form.
    expect((await publicInvite('  ')).statusCode).toBe(200);
  });

  it('refuses a birthdate the calendar does not have, in either accepted format (public API)', async () => {
    const withBirthdate = (birthdate: string) =>
      t.inject({
        method: 'POST',
        url: '/api/employee/invite',
        headers: t.bearer(token),
        payload: {
          employee_details: [
            { email: `dob.${unique()}@example.com`, first_name: 'Ann', last_name: 'Lee', birthdate },
            {
              email: `dob.${unique()}@example.com`,
              first_name: 'Bo',
              last_name: 'Lee',
              birthdate: '31-02-1990',
            },
          ],
          package: 'bronze',
        },
      });
    for (const [birthdate, message] of [
      ['1990-02-31', 'There is no 1990-02-31: February 1990 has 28 days.'],
      ['12-31-1990', 'There is no month 31 in 12-31-1990: write the day first, DD-MM-YYYY.'],
      ['01-01-2999', 'Date of birth 01-01-2999 is in the future.'],
      ['1990/02/15', 'Date of birth must be written DD-MM-YYYY.'],
    ] as const) {
      const bad = await withBirthdate(birthdate);
      expect(bad.statusCode, birthdate).toBe(400);
      expect(bad.json().message).toBe(`employee_details.0.birthdate: ${message}`);
      expect(bad.json().errors).toContainEqual({
        field: 'employee_details.1.birthdate',
        msg: 'There is no 31-02-1990: February 1990 has 28 days.',
      });
    }
    expect(await t.db.select().from(candidates).where(eq(candidates.firstName, 'Bo'))).toEqual([]);
  });

  it('keeps the birthdate encrypted at rest (public API)', async () => {
    const email = `dob.${unique()}@example.com`;
    const response = await t.inject({
      method: 'POST',
      url: '/api/employee/invite',
      headers: t.bearer(token),
      payload: {
        employee_details: [{ email, first_name: 'Ann', last_name: 'Lee', birthdate: '04-07-1990' }],
        package: 'bronze',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(candidates).where(eq(candidates.email, email));
    expect(row?.birthdateEncrypted).not.toContain('1990');
    expect(decrypt(t.config.secrets.encryptionKey, row?.birthdateEncrypted ?? '')).toBe('04-07-1990');
  });
});
