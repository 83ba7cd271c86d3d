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
});
