import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toasts } from '#shared/validation/messages.ts';
import { runPreparedRows } from '../../db/prepared.ts';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, databaseKind, type TestApp, type TestUser, unique } from '../../test/test-app.ts';

let t: TestApp;
let owner: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createCompanyUser();
  token = await t.tokenFor(owner.email);
});
afterAll(() => t.close());

const get = (url: string, bearer = token) => t.inject({ method: 'GET', url, headers: t.bearer(bearer) });
const send = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object, bearer = token) =>
  t.inject({ method, url, headers: t.bearer(bearer), ...(payload ? { payload } : {}) });

const inviteOne = async (bearer = token, overrides: Record<string, unknown> = {}) => {
  const email = `cand.${unique()}@example.com`;
  const response = await send(
    'POST',
    '/api/company/invite',
    { candidates: [{ email, first_name: 'Jamie', last_name: 'Rivera', ...overrides }], package: 'silver' },
    bearer,
  );
  if (response.statusCode !== 200) throw new Error(response.body);
  return { id: response.json().data.candidates[0].id as string, email };
};

const counts = async () => {
  const active = (await get('/api/company/candidates?limit=1')).json().data.count;
  const archived = (await get('/api/company/candidates?limit=1&is_archived=true')).json().data.count;
  const awaiting = (await get('/api/company/candidates?limit=1&filter=NULL')).json().data.count;
  const invited = (await get('/api/company/candidates?limit=1&filter=invited')).json().data.count;
  return { active, archived, awaiting, invited };
};

describe('the candidate table', () => {
  it('keeps counts right after invite, archive, restore and delete', async () => {
    const before = await counts();
    const a = await inviteOne();
    const b = await inviteOne();
    expect(await counts()).toEqual({
      active: before.active + 2,
      archived: before.archived,
      awaiting: before.awaiting + 2,
      invited: before.invited + 2,
    });
    const archived = await send('POST', `/api/company/candidate/${a.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.archived).toBe(true);
    expect(await counts()).toEqual({
      active: before.active + 1,
      archived: before.archived + 1,
      awaiting: before.awaiting + 1,
      invited: before.invited + 1,
    });
    const archivedList = (await get('/api/company/candidates?is_archived=true')).json().data;
    expect(archivedList.rows.map((row: { id: string }) => row.id)).toContain(a.id);
    expect((await send('PATCH', `/api/company/candidate/${a.id}/restore`)).statusCode).toBe(200);
    const removed = await send('DELETE', `/api/company/candidate/${b.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.message).toBe(toasts.candidateDeleted);
    expect(await counts()).toEqual({
      ...before,
      active: before.active + 1,
      awaiting: before.awaiting + 1,
      invited: before.invited + 1,
    });
    expect((await get(`/api/company/candidate/${b.id}`)).statusCode).toBe(404);
  });

  it('pages newest first, sorts by name and validates the query', async () => {
    await inviteOne(token, { last_name: 'Aaronson' });
    const latest = await inviteOne();
    const page = (await get('/api/company/candidates?limit=1&offset=0')).json().data;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      id: latest.id,
      status: 'NULL',
      invitation_stage: 'invited',
      package: 'silver',
    });
    // The page gets its timestamps as ISO text from PostgreSQL, the detail formats Dates: both must agree.
    const detail = (await get(`/api/company/candidate/${latest.id}`)).json().data;
    expect(page.rows[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(page.rows[0].created_at).toBe(detail.created_at);
    expect(page.rows[0].updated_at).toBe(detail.updated_at);
    const byName = (await get('/api/company/candidates?sort=name&order=asc&limit=1')).json().data;
    expect(byName.rows[0].last_name).toBe('Aaronson');
    expect((await get('/api/company/candidates?limit=1000')).statusCode).toBe(400);
    expect((await get('/api/company/candidates?filter=bogus')).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/company/candidates' })).statusCode).toBe(401);
    const bulk = await get('/api/company/bulk-candidates?limit=5');
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data.count).toBeGreaterThan(0);
  });

  it.skipIf(databaseKind !== 'postgres')(
    'reads the page on the pipelined hot lane, not the main pool (PostgreSQL)',
    async () => {
      await inviteOne();
      expect((await get('/api/company/candidates?limit=5')).statusCode).toBe(200);
      const lanes = await t.db.execute(sql`
        select count(*)::int as backends from pg_stat_activity
        where datname = current_database() and application_name = 'verity-hot'`);
      expect(Number((lanes as unknown as { backends: number }[])[0]?.backends)).toBe(1);
      // The lane plans its statements once: PostgreSQL's automatic choice re-planned the page each time.
      const [setting] = await runPreparedRows<Record<string, never>, { mode: string }>(
        t.db,
        'test_lane_plan_cache_mode',
        (db) =>
          db
            .select({ mode: sql<string>`current_setting('plan_cache_mode')`.as('mode') })
            .from(sql`(select 1) as one`),
        {},
      );
      expect(setting?.mode).toBe('force_generic_plan');
    },
  );

  it('searches by a substring of the name or e-mail', async () => {
    const { email } = await inviteOne(token, { first_name: 'Zebulon', last_name: 'Quartermaine' });
    const byName = (await get('/api/company/candidates/search?query=ermai')).json().data;
    expect(byName.rows.map((row: { email: string }) => row.email)).toEqual([email]);
    const byEmail = (
      await get(`/api/company/candidates/search?query=${encodeURIComponent(email.slice(0, 12))}`)
    ).json().data;
    expect(byEmail.rows.map((row: { email: string }) => row.email)).toContain(email);
    expect((await get('/api/company/candidates/search?query=%25')).json().data.rows).toEqual([]);
    expect((await get('/api/company/candidates/search?query=')).statusCode).toBe(400);
  });

  it('shows a candidate with the order, checks, activity and notes', async () => {
    const { id } = await inviteOne();
    const note = await send('POST', '/api/company/notes', {
      candidate_id: id,
      text: 'Called the candidate.',
    });
    expect(note.statusCode).toBe(200);
    expect((await send('POST', '/api/company/notes', { candidate_id: id, text: '' })).statusCode).toBe(400);
    const detail = (await get(`/api/company/candidate/${id}`)).json().data;
    expect(detail.order).toMatchObject({ package: 'silver', demo: true, charged_cents: 0 });
    expect(detail.checks.map((check: { type: string }) => check.type)).toContain('county_criminal');
    expect(detail.checks.every((check: { status: string }) => check.status === 'NULL')).toBe(true);
    expect(detail.activities[0].action).toBe('note.added');
    expect(detail.notes[0]).toMatchObject({ text: 'Called the candidate.', email: owner.email });
    const notes = (await get(`/api/company/notes?candidate_id=${id}`)).json().data;
    expect(notes.rows).toHaveLength(1);
    const progress = (await get(`/api/company/employee/bgv-progress/${id}`)).json().data;
    expect(progress).toMatchObject({ candidate_id: id, stage: 'invited', completed_checks: 0 });
    expect(progress.total_checks).toBe(detail.checks.length);
    const actions = (await get('/api/company/actions?limit=2&offset=0')).json().data;
    expect(actions.rows).toHaveLength(2);
    const more = (await get('/api/company/actions?limit=2&offset=2')).json().data;
    expect(more.rows[0].id).not.toBe(actions.rows[1].id);
  });

  it("shows the order's amounts as stored when it was placed, not today's prices", async () => {
    const { id } = await inviteOne();
    const [stored] = await t.db.select().from(orders).where(eq(orders.candidateId, id));
    const fresh = (await get(`/api/company/candidate/${id}`)).json().data.order;
    expect(fresh).toMatchObject({
      charged_cents: 0,
      list_price_cents: stored?.listPriceCents,
      pass_through: { min_cents: stored?.passThroughMinCents, max_cents: stored?.passThroughMaxCents },
      demo: true,
    });
    expect(fresh.list_price_cents).toBeGreaterThan(0);
    expect(fresh.pass_through.max_cents).toBeGreaterThan(0);

    // An order placed under an earlier price list, and live (charged): the detail repeats what was
    // quoted and charged then.
    await t.db
      .update(orders)
      .set({
        priceCents: 1999,
        listPriceCents: 1999,
        passThroughMinCents: 150,
        passThroughMaxCents: 975,
        demo: false,
      })
      .where(eq(orders.candidateId, id));
    const old = (await get(`/api/company/candidate/${id}`)).json().data.order;
    expect(old).toMatchObject({
      charged_cents: 1999,
      list_price_cents: 1999,
      pass_through: { min_cents: 150, max_cents: 975 },
      demo: false,
    });
  });

  it('re-sends an invitation with a renewed 7-day expiry and gives a copyable link', async () => {
    const { id, email } = await inviteOne();
    t.clock.advance(3 * 86_400_000);
    const resent = await send('POST', `/api/company/candidate/${id}/resend-invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    const expires = Date.parse(resent.json().data.invitation_expires_at);
    expect(expires - t.clock.now().getTime()).toBe(7 * 86_400_000);
    expect((await t.readOutbox(email)).length).toBe(2);
    const link = await send('POST', `/api/company/candidate/${id}/invitation-link`);
    expect(link.statusCode).toBe(200);
    expect(link.json().data.url).toMatch(/^http:\/\/verity\.test\/candidate\/personal-details\?token=/);
    t.clock.advance(8 * 86_400_000);
    const row = (await get(`/api/company/candidate/${id}`)).json().data;
    expect(row.invitation_stage).toBe('expired');
    expect((await send('POST', `/api/company/candidate/${id}/invitation-link`)).statusCode).toBe(410);
    t.clock.reset();
  });

  it("ends the candidate's invitation session at once when the candidate is deleted", async () => {
    const { id } = await inviteOne();
    const link = (await send('POST', `/api/company/candidate/${id}/invitation-link`)).json().data.url;
    const candidateToken = new URL(link).searchParams.get('token') ?? '';
    // The first call also puts the session in the server's session cache.
    expect((await get('/api/profile', candidateToken)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/company/candidate/${id}`)).statusCode).toBe(200);
    expect((await get('/api/profile', candidateToken)).statusCode).toBe(401);
  });

  it('lets a viewer read but not change', async () => {
    const { id } = await inviteOne();
    const viewer = await t.createCompanyUser();
    await t.db.execute(
      `update users set company_id = '${owner.companyId}', team_role = 'viewer' where id = '${viewer.id}'`,
    );
    const viewerToken = await t.tokenFor(viewer.email);
    expect((await get('/api/company/candidates', viewerToken)).statusCode).toBe(200);
    expect((await get(`/api/company/candidate/${id}`, viewerToken)).statusCode).toBe(200);
    for (const [method, url] of [
      ['DELETE', `/api/company/candidate/${id}`],
      ['POST', `/api/company/candidate/${id}/archive`],
      ['POST', `/api/company/candidate/${id}/resend-invitation`],
      ['POST', `/api/company/candidate/${id}/invitation-link`],
    ] as const) {
      expect((await send(method, url, undefined, viewerToken)).statusCode).toBe(403);
    }
    expect(
      (await send('POST', '/api/company/notes', { candidate_id: id, text: 'x' }, viewerToken)).statusCode,
    ).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('answers 404 to a second company for every id of the first, on every route', async () => {
    const { id } = await inviteOne();
    const other = await t.createCompanyUser();
    const otherToken = await t.tokenFor(other.email);
    const routes: ['GET' | 'POST' | 'DELETE' | 'PATCH', string, object?][] = [
      ['GET', `/api/company/candidate/${id}`],
      ['DELETE', `/api/company/candidate/${id}`],
      ['POST', `/api/company/candidate/${id}/archive`],
      ['PATCH', `/api/company/candidate/${id}/archive`],
      ['POST', `/api/company/candidate/${id}/restore`],
      ['PATCH', `/api/company/candidate/${id}/restore`],
      ['POST', `/api/company/candidate/${id}/resend-invitation`],
      ['GET', `/api/company/candidate/${id}/invitation-link`],
      ['POST', `/api/company/candidate/${id}/invitation-link`],
      ['GET', `/api/company/employee/bgv-progress/${id}`],
      ['GET', `/api/company/notes?candidate_id=${id}`],
      ['POST', '/api/company/notes', { candidate_id: id, text: 'Not yours' }],
    ];
    for (const [method, url, payload] of routes) {
      const response = await send(method, url, payload, otherToken);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const lists = [
      '/api/company/candidates',
      '/api/company/bulk-candidates',
      '/api/company/actions',
      '/api/company/notes',
    ];
    for (const url of lists) {
      const body = JSON.stringify((await get(url, otherToken)).json().data);
      expect(body, url).not.toContain(id);
    }
    expect((await get('/api/company/candidates/search?query=rivera', otherToken)).json().data.rows).toEqual(
      [],
    );
    const dashboard = (await get('/api/company/dashboard', otherToken)).json().data;
    expect(dashboard.total).toBe(0);
    // The first company still has it, untouched.
    expect((await get(`/api/company/candidate/${id}`)).json().data.archived).toBe(false);
  });
});

describe('GET /api/company/dashboard', () => {
  it('counts by status and stage, lists recent activity and 30 days of orders', async () => {
    await inviteOne();
    const response = await get('/api/company/dashboard');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.demo_mode).toBe(true);
    // Constant map keys (status codes) cross the wire unchanged.
    expect(data.counts_by_status.NULL).toBe(data.total);
    expect(data.counts_by_stage.invited).toBe(data.total);
    expect(data.recent_activity.length).toBeGreaterThan(0);
    expect(data.series).toHaveLength(30);
    expect(data.series.at(-1).orders).toBeGreaterThan(0);
    expect((await t.inject({ method: 'GET', url: '/api/company/dashboard' })).statusCode).toBe(401);
  });
});
