import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedIfEmpty } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('gives the demo employer invited candidates at several stages, so the dashboard is not empty', async () => {
    const logins = await seedIfEmpty(t.db, { ...t.config, SEED_DEMO: true });
    expect(logins?.map((login) => login.email)).toContain('owner@acme-logistics.test');
    const token = await t.tokenFor('owner@acme-logistics.test', 'Demo-Verity-2026');
    const dashboard = (
      await t.inject({ method: 'GET', url: '/api/company/dashboard', headers: t.bearer(token) })
    ).json().data;
    expect(dashboard.total).toBe(6);
    expect(dashboard.counts_by_stage).toMatchObject({ invited: 1, opened: 1, in_progress: 1, submitted: 3 });
    expect(dashboard.counts_by_status).toMatchObject({
      VERIFIED: 1,
      PENDING: 1,
      UNABLE_TO_VERIFY: 1,
      NULL: 3,
    });
    expect(dashboard.needs_attention.length).toBeGreaterThan(0);
    const list = (
      await t.inject({ method: 'GET', url: '/api/company/candidates', headers: t.bearer(token) })
    ).json().data;
    expect(list.count).toBe(6);
  });

  it('gives the demo employer a complete US address, so Settings opens with nothing to fill in', async () => {
    await seedIfEmpty(t.db, { ...t.config, SEED_DEMO: true }); // a no-op once the first test seeded
    const token = await t.tokenFor('owner@acme-logistics.test', 'Demo-Verity-2026');
    const company = (await t.inject({ method: 'GET', url: '/api/company', headers: t.bearer(token) })).json()
      .data;
    expect(company).toMatchObject({ name: 'Acme Logistics', country: 'US' });
    for (const field of ['address', 'city', 'state', 'zip_code', 'phone'])
      expect(company[field], field).toEqual(expect.any(String));
    // Saving the Settings form unchanged must pass the same rules a user's edit does.
    const { name, address, city, state, zip_code, country, phone, domain } = company;
    const saved = await t.inject({
      method: 'POST',
      url: '/api/company',
      headers: t.bearer(token),
      payload: { name, address, city, state, zip_code, country, phone, domain },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
