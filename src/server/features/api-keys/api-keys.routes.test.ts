import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, candidates } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser, unique } from '../../test/test-app.ts';
import { IDEMPOTENCY_MISMATCH } from './api-keys.service.ts';

let t: TestApp;
let owner: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createCompanyUser();
  token = await t.tokenFor(owner.email);
});
afterAll(() => t.close());

const createKey = async (name = 'ATS integration') => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/company/api-keys',
    headers: t.bearer(token),
    payload: { name },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as { id: string; secret: string; prefix: string };
};

const publicInvite = (bearer: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/employee/invite',
    headers: { ...t.bearer(bearer), ...headers },
    payload,
  });

describe('API keys', () => {
  it('creates a key shown once, stores only its hash, lists and revokes it', async () => {
    const key = await createKey();
    expect(key.secret).toMatch(/^vrt_live_[\w-]{40,}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const list = await t.inject({ method: 'GET', url: '/api/company/api-keys', headers: t.bearer(token) });
    expect(list.json().data.rows[0]).toMatchObject({ id: key.id, name: 'ATS integration', revoked_at: null });
    expect(JSON.stringify(list.json())).not.toContain(key.secret);
    const revoked = await t.inject({
      method: 'DELETE',
      url: `/api/company/api-keys/${key.id}`,
      headers: t.bearer(token),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    expect(
      (await publicInvite(key.secret, { email_list: ['x@example.com'], package: 'bronze' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/company/api-keys',
          headers: t.bearer(token),
          payload: { name: '' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is for owners and admins only, and per company', async () => {
    const key = await createKey();
    const recruiter = await t.createCompanyUser();
    await t.db.execute(
      `update users set company_id = '${owner.companyId}', team_role = 'recruiter' where id = '${recruiter.id}'`,
    );
    const recruiterToken = await t.tokenFor(recruiter.email);
    expect(
      (await t.inject({ method: 'GET', url: '/api/company/api-keys', headers: t.bearer(recruiterToken) }))
        .statusCode,
    ).toBe(403);
    const other = await t.createCompanyUser();
    const otherToken = await t.tokenFor(other.email);
    const stranger = await t.inject({
      method: 'DELETE',
      url: `/api/company/api-keys/${key.id}`,
      headers: t.bearer(otherToken),
    });
    expect(stranger.statusCode).toBe(404);
    const theirs = await t.inject({
      method: 'GET',
      url: '/api/company/api-keys',
      headers: t.bearer(otherToken),
    });
    expect(theirs.json().data.rows).toEqual([]);
  });
});

describe('POST /api/employee/invite', () => {
  it('invites with an API key using the documented payload (bronze) and the same service as the web form', async () => {
    const key = await createKey();
    const email = `api.${unique()}@example.com`;
    const response = await publicInvite(key.secret, {
      email_list: [email, `bare.${unique()}@example.com`],
      employee_details: [
        { email, first_name: 'Sam', last_name: 'Okafor', phone: '+1-2125550123', birthdate: '1991-02-03' },
      ],
      package: 'bronze',
      addOns: { MVR: true, driving_license: true, civil_court: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.invited).toBe(2);
    const detail = await t.inject({
      method: 'GET',
      url: `/api/company/candidate/${response.json().data.candidates[0].id}`,
      headers: t.bearer(token),
    });
    expect(detail.json().data.order.add_ons).toEqual({ mvr: 1, county_civil: 2 });
    const [keyRow] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(keyRow?.lastUsedAt).not.toBeNull();
  });

  it('replays the same response for the same Idempotency-Key and body, 409 for another body', async () => {
    const key = await createKey();
    const body = { email_list: [`idem.${unique()}@example.com`], package: 'bronze' };
    const headers = { 'idempotency-key': `key-${unique()}` };
    const first = await publicInvite(key.secret, body, headers);
    const second = await publicInvite(key.secret, body, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = await t.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, body.email_list[0] ?? ''));
    expect(rows).toHaveLength(1);
    const different = await publicInvite(key.secret, { ...body, package: 'gold' }, headers);
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe(IDEMPOTENCY_MISMATCH);
    // A company session token works too, with its own key space.
    const bySession = await publicInvite(
      token,
      { email_list: [`s.${unique()}@example.com`], package: 'bronze' },
      headers,
    );
    expect(bySession.statusCode).toBe(409);
  });

  it('rejects bad input without spending the key, and unauthenticated or candidate callers', async () => {
    const key = await createKey();
    const headers = { 'idempotency-key': `bad-${unique()}` };
    const bad = await publicInvite(key.secret, { email_list: ['nope'], package: 'bronze' }, headers);
    expect(bad.statusCode).toBe(400);
    const fixed = await publicInvite(
      key.secret,
      { email_list: [`ok.${unique()}@example.com`], package: 'bronze' },
      headers,
    );
    expect(fixed.statusCode).toBe(200);
    const county = await publicInvite(key.secret, {
      email_list: [`c.${unique()}@example.com`],
      package: 'bronze',
      addOns: { county_criminal_search: true },
    });
    expect(county.statusCode).toBe(422);
    expect(
      (await publicInvite('vrt_live_nonsense', { email_list: ['a@example.com'], package: 'bronze' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: '/api/employee/invite', payload: { package: 'bronze' } }))
        .statusCode,
    ).toBe(401);
    const candidate = await t.createCandidate();
    const candidateToken = await t.tokenFor(candidate.email, undefined, 'employee');
    expect(
      (await publicInvite(candidateToken, { email_list: ['a@example.com'], package: 'bronze' })).statusCode,
    ).toBe(403);
  });
});
