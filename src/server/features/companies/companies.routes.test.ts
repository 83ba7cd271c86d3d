import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '#shared/pricing/pricing.ts';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import {
  DEMO_NEEDS_BILLING,
  DEMO_NEEDS_CERTIFICATION,
  LOGO_NOT_IMAGE,
  LOGO_TOO_LARGE,
} from './companies.service.ts';
import { FCRA_CERTIFICATION_VERSION } from './fcra-certification.ts';
import { multipartForm } from './multipart-form.test-helper.ts';

const multipartBody = (name: string, bytes: Buffer, headers: Record<string, string>) =>
  multipartForm({}, { field: 'file', name, type: 'image/png', bytes }, headers);

let t: TestApp;
let owner: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createCompanyUser({ companyName: null });
  token = await t.tokenFor(owner.email);
});
afterAll(() => t.close());

const details = {
  name: 'Northwind Freight',
  address: '500 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip_code: '94105',
  country: 'US',
  phone: '+1-4155550123',
};

const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);

describe('company details and onboarding', () => {
  it('GET /api/company starts without a name, in demo mode, without certification', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/company', headers: t.bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: null,
      demo_mode: true,
      certification: null,
      billing_ready: false,
    });
    expect((await t.inject({ method: 'GET', url: '/api/company' })).statusCode).toBe(401);
  });

  it('POST /api/company saves the details and validates them', async () => {
    const saved = await t.inject({
      method: 'POST',
      url: '/api/company',
      headers: t.bearer(token),
      payload: details,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Northwind Freight', zip_code: '94105', state: 'CA' });
    const bad = await t.inject({
      method: 'POST',
      url: '/api/company',
      headers: t.bearer(token),
      payload: { ...details, zip_code: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'zip_code', msg: 'Please provide a valid zipcode.' });
  });

  it('GET /api/company/domain/{x} says whether a domain is free and matches the e-mail', async () => {
    const own = await t.inject({
      method: 'GET',
      url: '/api/company/domain/acme-test.com',
      headers: t.bearer(token),
    });
    expect(own.json().data).toMatchObject({ domain: 'acme-test.com', matches_email: true });
    const other = await t.createCompanyUser({ email: 'boss@taken-domain.com' });
    expect(other.companyId).toBeTruthy();
    const taken = await t.inject({
      method: 'GET',
      url: '/api/company/domain/taken-domain.com',
      headers: t.bearer(token),
    });
    expect(taken.json().data).toMatchObject({ available: false, matches_email: false });
    const bad = await t.inject({
      method: 'GET',
      url: '/api/company/domain/not a domain',
      headers: t.bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('POST /api/company/logo accepts an image by its bytes and serves it to the company only', async () => {
    const upload = await t.inject({
      method: 'POST',
      url: '/api/company/logo',
      ...multipartBody('logo.png', png, t.bearer(token)),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().data.logo_url).toMatch(/^\/api\/company\/logo\?v=/);
    const served = await t.inject({ method: 'GET', url: '/api/company/logo', headers: t.bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const stranger = await t.createCompanyUser();
    const strangerLogo = await t.inject({
      method: 'GET',
      url: '/api/company/logo',
      headers: t.bearer(await t.tokenFor(stranger.email)),
    });
    expect(strangerLogo.statusCode).toBe(404);
  });

  it('refuses a file that only claims to be an image, and one over 20 MB', async () => {
    const fake = await t.inject({
      method: 'POST',
      url: '/api/company/logo',
      ...multipartBody('logo.png', Buffer.from('<svg onload="alert(1)"></svg>'), t.bearer(token)),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe(LOGO_NOT_IMAGE);
    const huge = await t.inject({
      method: 'POST',
      url: '/api/company/logo',
      ...multipartBody('big.png', Buffer.concat([png, Buffer.alloc(20 * 1_048_576 + 10)]), t.bearer(token)),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(LOGO_TOO_LARGE);
  });

  it('PATCH /api/company/demo-status needs the certification, then billing details', async () => {
    const first = await t.inject({
      method: 'PATCH',
      url: '/api/company/demo-status',
      headers: t.bearer(token),
      payload: { demo_mode: false },
    });
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe(DEMO_NEEDS_CERTIFICATION);

    const text = await t.inject({
      method: 'GET',
      url: '/api/company/certification',
      headers: t.bearer(token),
    });
    expect(text.json().data.version).toBe(FCRA_CERTIFICATION_VERSION);
    const unchecked = await t.inject({
      method: 'POST',
      url: '/api/company/certification',
      headers: t.bearer(token),
      payload: { version: FCRA_CERTIFICATION_VERSION, accept: false },
    });
    expect(unchecked.statusCode).toBe(400);
    const certified = await t.inject({
      method: 'POST',
      url: '/api/company/certification',
      headers: { ...t.bearer(token), 'user-agent': 'vitest' },
      payload: { version: FCRA_CERTIFICATION_VERSION, accept: true },
      remoteAddress: '203.0.113.9',
    });
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json().data.certification).toMatchObject({
      version: FCRA_CERTIFICATION_VERSION,
      accepted_by: owner.email,
      ip: '203.0.113.9',
    });

    const second = await t.inject({
      method: 'PATCH',
      url: '/api/company/demo-status',
      headers: t.bearer(token),
      payload: { demo_mode: false },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(DEMO_NEEDS_BILLING);

    await t.db.update(companies).set({ billingReadyAt: new Date() });
    const live = await t.inject({
      method: 'PATCH',
      url: '/api/company/demo-status',
      headers: t.bearer(token),
      payload: { demo_mode: false },
    });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.demo_mode).toBe(false);
    const back = await t.inject({
      method: 'PATCH',
      url: '/api/company/demo-status',
      headers: t.bearer(token),
      payload: { demo_mode: true },
    });
    expect(back.json().data.demo_mode).toBe(true);
  });

  it('keeps settings to owners and admins', async () => {
    const viewer = await t.createCompanyUser();
    await t.db.execute(`update users set team_role = 'viewer' where id = '${viewer.id}'`);
    const viewerToken = await t.tokenFor(viewer.email);
    for (const request of [
      { method: 'POST' as const, url: '/api/company', payload: details },
      { method: 'PATCH' as const, url: '/api/company/demo-status', payload: { demo_mode: true } },
      {
        method: 'POST' as const,
        url: '/api/company/certification',
        payload: { version: FCRA_CERTIFICATION_VERSION, accept: true },
      },
    ]) {
      expect((await t.inject({ ...request, headers: t.bearer(viewerToken) })).statusCode).toBe(403);
    }
    expect(
      (await t.inject({ method: 'GET', url: '/api/company', headers: t.bearer(viewerToken) })).statusCode,
    ).toBe(200);
  });
});

describe('packages, counties, fees and quotes', () => {
  it('GET /api/company/packages lists the five plans with their checks and the add-ons', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/company/packages',
      headers: t.bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(
      data.packages.map((plan: { id: string; price_cents: number }) => [plan.id, plan.price_cents]),
    ).toEqual(plans.map((plan) => [plan.id, plan.priceCents]));
    const diamond = data.packages.find((plan: { id: string }) => plan.id === 'diamond');
    expect(diamond.checks).toContainEqual({
      code: 'employment',
      name: 'Employment verification',
      label: '2 employers',
    });
    expect(data.add_ons.map((addOn: { id: string }) => addOn.id)).toContain('mvr');
    expect((await t.inject({ method: 'GET', url: '/api/company/packages' })).statusCode).toBe(401);
  });

  it('POST /api/company/search/county finds current counties', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/company/search/county',
      headers: t.bearer(token),
      payload: { query: 'Oglala' },
    });
    expect(response.json().data.rows).toEqual([
      { fips: '46102', name: 'Oglala Lakota County', state: 'SD', state_name: 'South Dakota' },
    ]);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/company/search/county',
      headers: t.bearer(token),
      payload: { query: 'x', limit: 500 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('POST /api/company/pricing/county and /pricing/mvr return labelled sandbox estimates', async () => {
    const county = await t.inject({
      method: 'POST',
      url: '/api/company/pricing/county',
      headers: t.bearer(token),
      payload: { fips: ['36061', '06037'] },
    });
    expect(county.statusCode).toBe(200);
    expect(county.json().data.total).toMatchObject({ min_cents: 0, max_cents: 9500, estimate: true });
    expect(county.json().data.rows[0].fee.source).toMatch(/Sandbox estimate/);
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/company/pricing/county',
      headers: t.bearer(token),
      payload: { fips: ['46113'] },
    });
    expect(unknown.statusCode).toBe(400);
    const mvr = await t.inject({
      method: 'POST',
      url: '/api/company/pricing/mvr',
      headers: t.bearer(token),
      payload: { states: ['CA', 'TX'] },
    });
    expect(mvr.json().data.total).toMatchObject({ min_cents: 200 + 650, max_cents: 500 + 650 });
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/company/pricing/mvr',
          headers: t.bearer(token),
          payload: { states: ['ZZ'] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('POST /api/company/quote adds plan and add-ons per candidate and for the order', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/company/quote',
      headers: t.bearer(token),
      payload: { package: 'gold', add_ons: { mvr: 1, education: 2 }, candidates: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json().data;
    expect(quote.per_candidate_cents).toBe(3500 + 850 + 2 * 1000);
    expect(quote.total_cents).toBe(3 * 6350);
    expect(quote.charge_cents).toBe(0);
    expect(quote.demo_mode).toBe(true);
    expect(quote.pass_through_per_candidate.min_cents).toBe(2 * 1000 + 200);
    expect(quote.pass_through.min_cents).toBe(3 * quote.pass_through_per_candidate.min_cents);
    expect(quote.pass_through.max_cents).toBe(3 * quote.pass_through_per_candidate.max_cents);
    expect(quote.lines.map((line: { total_cents: number }) => line.total_cents)).toEqual([3500, 850, 2000]);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/company/quote',
      headers: t.bearer(token),
      payload: { package: 'titanium' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
