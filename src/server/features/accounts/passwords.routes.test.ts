import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, toasts } from '#shared/validation/messages.ts';
import { createTestApp, type TestApp, wirePassword } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-New-Secret-7';

const requestReset = (url: string, email: string) => t.inject({ method: 'POST', url, payload: { email } });

const resetTokenFor = async (email: string) =>
  t.tokenFromLink(await t.latestLink(email, '/reset-password?token='));

const profileStatus = async (token: string) =>
  (await t.inject({ method: 'GET', url: '/api/profile', headers: t.bearer(token) })).statusCode;

describe('POST /api/forgot-password and /api/reset-password (company)', () => {
  it('e-mails a reset link for a known company address', async () => {
    const user = await t.createCompanyUser();
    const response = await requestReset('/api/forgot-password', user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: toasts.checkEmail } });
    const outbox = await t.readOutbox(user.email);
    expect(outbox.map((message) => message.template)).toEqual(['reset-password']);
    const link = await t.latestLink(user.email, '/reset-password?token=');
    expect(link).toMatch(/^http:\/\/verity\.test\/reset-password\?token=[\w-]+$/);
    expect(link).not.toContain('role=employee');
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const email = 'nobody.at.all@acme-test.com';
    const response = await requestReset('/api/forgot-password', email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: toasts.checkEmail } });
    expect(await t.readOutbox(email)).toHaveLength(0);
  });

  it('sets the new password, ends old sessions, and the old password stops working', async () => {
    const user = await t.createCompanyUser();
    const oldSession = await t.tokenFor(user.email);
    expect(await profileStatus(oldSession)).toBe(200);

    await requestReset('/api/forgot-password', user.email);
    const token = await resetTokenFor(user.email);
    const response = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: wirePassword(NEW_PASSWORD) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: toasts.passwordChanged } });

    expect(await profileStatus(oldSession)).toBe(401);
    expect((await t.login(user.email)).statusCode).toBe(401);
    expect((await t.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a reset link only once', async () => {
    const user = await t.createCompanyUser();
    await requestReset('/api/forgot-password', user.email);
    const token = await resetTokenFor(user.email);
    const payload = { token, password: wirePassword(NEW_PASSWORD) };
    expect((await t.inject({ method: 'POST', url: '/api/reset-password', payload })).statusCode).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: wirePassword('Third-Password-9') },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.resetLinkInvalid);
    expect((await t.login(user.email, 'Third-Password-9')).statusCode).toBe(401);
  });

  it('returns 410 once the link is older than 60 minutes', async () => {
    const user = await t.createCompanyUser();
    await requestReset('/api/forgot-password', user.email);
    const token = await resetTokenFor(user.email);
    t.clock.advance(60 * 60_000 + 1_000);
    try {
      const response = await t.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: wirePassword(NEW_PASSWORD) },
      });
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(messages.resetLinkExpired);
    } finally {
      t.clock.reset();
    }
    expect((await t.login(user.email)).statusCode).toBe(200);
  });

  it('voids an older reset link when a newer one is requested', async () => {
    const user = await t.createCompanyUser();
    await requestReset('/api/forgot-password', user.email);
    const first = await resetTokenFor(user.email);
    await requestReset('/api/forgot-password', user.email);
    const second = await resetTokenFor(user.email);
    expect(second).not.toBe(first);
    const stale = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: first, password: wirePassword(NEW_PASSWORD) },
    });
    expect(stale.statusCode).toBe(400);
  });

  it('rejects an unknown token and a non-sha256 password with 400', async () => {
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'made-up', password: wirePassword(NEW_PASSWORD) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.resetLinkInvalid);
    const plain = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'made-up', password: NEW_PASSWORD },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors).toContainEqual({ field: 'password', msg: messages.passwordHash });
  });

  it('does not accept a company reset link on the candidate route', async () => {
    const user = await t.createCompanyUser();
    await requestReset('/api/forgot-password', user.email);
    const token = await resetTokenFor(user.email);
    const response = await t.inject({
      method: 'POST',
      url: '/api/employee/resetPassword',
      payload: { token, password: wirePassword(NEW_PASSWORD) },
    });
    expect(response.statusCode).toBe(400);
    expect((await t.login(user.email)).statusCode).toBe(200);
  });

  it('limits reset e-mails to 5 an hour per address', async () => {
    const user = await t.createCompanyUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await requestReset('/api/forgot-password', user.email)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await t.readOutbox(user.email)).toHaveLength(5);
  });
});

describe('POST /api/forgotPasswordEmployee and /api/employee/resetPassword (candidate)', () => {
  it('e-mails a candidate link with role=employee and resets the candidate password', async () => {
    const candidate = await t.createCandidate();
    const response = await requestReset('/api/forgotPasswordEmployee', candidate.email);
    expect(response.statusCode).toBe(200);
    const link = await t.latestLink(candidate.email, '/reset-password?token=');
    expect(link).toMatch(/&role=employee$/);

    const reset = await t.inject({
      method: 'POST',
      url: '/api/employee/resetPassword',
      payload: { token: t.tokenFromLink(link), password: wirePassword(NEW_PASSWORD) },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.login(candidate.email, NEW_PASSWORD, 'employee')).statusCode).toBe(200);
    expect((await t.login(candidate.email, undefined, 'employee')).statusCode).toBe(401);
  });

  it('does not send a candidate link to a company-only address', async () => {
    const user = await t.createCompanyUser();
    expect((await requestReset('/api/forgotPasswordEmployee', user.email)).statusCode).toBe(200);
    expect(await t.readOutbox(user.email)).toHaveLength(0);
  });

  it('does not accept a candidate link on the company route', async () => {
    const candidate = await t.createCandidate();
    await requestReset('/api/forgotPasswordEmployee', candidate.email);
    const token = await resetTokenFor(candidate.email);
    const response = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: wirePassword(NEW_PASSWORD) },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/create-password', () => {
  it('lets an invited candidate without a password choose one, once', async () => {
    const candidate = await t.createCandidate({ password: null });
    const session = await t.sessionTokenFor(candidate);
    expect((await t.login(candidate.email, NEW_PASSWORD, 'employee')).statusCode).toBe(401);

    const response = await t.inject({
      method: 'POST',
      url: '/api/create-password',
      headers: t.bearer(session),
      payload: { password: wirePassword(NEW_PASSWORD) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: toasts.passwordSet } });
    expect((await t.login(candidate.email, NEW_PASSWORD, 'employee')).statusCode).toBe(200);

    const again = await t.inject({
      method: 'POST',
      url: '/api/create-password',
      headers: t.bearer(session),
      payload: { password: wirePassword('Another-One-3') },
    });
    expect(again.statusCode).toBe(409);
  });

  it('returns 403 for a company session', async () => {
    const user = await t.createCompanyUser();
    const token = await t.tokenFor(user.email);
    const response = await t.inject({
      method: 'POST',
      url: '/api/create-password',
      headers: t.bearer(token),
      payload: { password: wirePassword(NEW_PASSWORD) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.forbidden);
  });

  it('returns 401 without a session and 400 for a plain-text password', async () => {
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/create-password',
          payload: { password: wirePassword(NEW_PASSWORD) },
        })
      ).statusCode,
    ).toBe(401);
    const candidate = await t.createCandidate({ password: null });
    const plain = await t.inject({
      method: 'POST',
      url: '/api/create-password',
      headers: t.bearer(await t.sessionTokenFor(candidate)),
      payload: { password: NEW_PASSWORD },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors[0].field).toBe('password');
  });
});
