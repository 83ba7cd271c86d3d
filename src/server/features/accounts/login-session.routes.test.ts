import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/validation/messages.ts';
import { createTestApp, type TestApp, uniqueIp, wirePassword } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('logs a company user in with role admin and returns session and profile', async () => {
    const user = await t.createCompanyUser();
    const response = await t.login(user.email, undefined, 'admin');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.role).toBe('COMPANY');
    expect(typeof data.token).toBe('string');
    const expiresInHours = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
    expect(expiresInHours).toBeGreaterThan(11.9);
    expect(expiresInHours).toBeLessThanOrEqual(12);
    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'COMPANY',
      team_role: 'owner',
      email_verified: true,
      team_member_email: user.email,
      company: { id: user.companyId, name: 'Acme Test Co', domain: 'acme-test.com' },
    });
    expect(JSON.stringify(data)).not.toMatch(/password/i);
  });

  it('logs a candidate in with role employee', async () => {
    const candidate = await t.createCandidate();
    const response = await t.login(candidate.email, undefined, 'employee');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('CANDIDATE');
    expect(response.json().data.profile.company).toBeNull();
  });

  it('logs operations staff in with role ops', async () => {
    const admin = await t.createOpsAdmin();
    const response = await t.login(admin.email, undefined, 'ops');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('ADMIN');
  });

  it('does not let a user log in under another role', async () => {
    const candidate = await t.createCandidate();
    const response = await t.login(candidate.email, undefined, 'admin');
    expect(response.statusCode).toBe(401);
    expect((await t.login(candidate.email, undefined, 'ops')).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await t.createCompanyUser();
    const wrong = await t.login(user.email, 'Wrong-Password-1');
    const unknown = await t.login('no-such-user@acme-test.com');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: messages.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
  });

  it('accepts the e-mail in any letter case', async () => {
    const user = await t.createCompanyUser();
    expect((await t.login(user.email.toUpperCase())).statusCode).toBe(200);
  });

  it('returns 403 for a company account whose e-mail is not verified', async () => {
    const user = await t.createCompanyUser({ verified: false });
    const response = await t.login(user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.emailNotVerified);
  });

  it('returns 400 naming the password field when it is not a sha256 digest', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@acme-test.com', password: 'plain-text', role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'password', msg: messages.passwordHash });
  });

  it('returns 400 naming the role field for an unknown role', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@acme-test.com', password: wirePassword(), role: 'root' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('role');
  });

  it('locks an account with 429 and retry-after after 10 failures, even for the right password', async () => {
    const user = await t.createCompanyUser();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await t.login(user.email, 'Wrong-Password-1')).statusCode).toBe(401);
    }
    const locked = await t.login(user.email, 'Wrong-Password-1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.tooManyAttempts);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // The right password must not get through (or be told apart) while the account is locked.
    const correct = await t.login(user.email);
    expect(correct.statusCode).toBe(429);

    // The lock is per account: another account from the same addresses is unaffected.
    const other = await t.createCompanyUser();
    expect((await t.login(other.email)).statusCode).toBe(200);
  });

  it('unlocks the account after the 15-minute window', async () => {
    const user = await t.createCompanyUser();
    for (let attempt = 0; attempt < 11; attempt += 1) await t.login(user.email, 'Wrong-Password-1');
    t.clock.advance(15 * 60_000 + 1_000);
    try {
      expect((await t.login(user.email)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('limits login attempts per client address to 30 in 15 minutes', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email: `nobody${attempt}@acme-test.com`, password: wirePassword(), role: 'admin' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: uniqueIp(),
          payload: { email: 'nobody@acme-test.com', password: wirePassword(), role: 'admin' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/profile', () => {
  it('returns 401 without a token', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: messages.unauthorized });
  });

  it('returns 401 for a forged or malformed token', async () => {
    const user = await t.createCompanyUser();
    const token = await t.tokenFor(user.email);
    const [header, payload] = token.split('.');
    for (const bad of [`${header}.${payload}.AAAA`, 'garbage', `${token}x`]) {
      const response = await t.inject({ method: 'GET', url: '/api/profile', headers: t.bearer(bad) });
      expect(response.statusCode).toBe(401);
    }
    const basic = await t.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('returns the caller in snake_case with only the contract fields', async () => {
    const user = await t.createCompanyUser();
    const token = await t.tokenFor(user.email);
    const response = await t.inject({ method: 'GET', url: '/api/profile', headers: t.bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'company',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'phone',
        'role',
        'team_member_email',
        'team_role',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Test',
      phone: '+1-4155550100',
    });
  });
});

describe('POST /api/logout', () => {
  it('revokes the session so the same token gets 401 afterwards', async () => {
    const user = await t.createCompanyUser();
    const token = await t.tokenFor(user.email);
    const other = await t.tokenFor(user.email);
    expect(
      (await t.inject({ method: 'GET', url: '/api/profile', headers: t.bearer(token) })).statusCode,
    ).toBe(200);

    const logout = await t.inject({ method: 'POST', url: '/api/logout', headers: t.bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, data: { message: 'Logged out' } });

    expect(
      (await t.inject({ method: 'GET', url: '/api/profile', headers: t.bearer(token) })).statusCode,
    ).toBe(401);
    // Only that session ends: the user's other session stays valid.
    expect(
      (await t.inject({ method: 'GET', url: '/api/profile', headers: t.bearer(other) })).statusCode,
    ).toBe(200);
  });

  it('returns 401 without a token', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});
