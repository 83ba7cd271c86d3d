import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, toasts } from '#shared/validation/messages.ts';
import { createTestApp, type TestApp, uniqueIp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postSignup = async (overrides: Record<string, unknown> = {}) => {
  const body = await t.signupBody(overrides);
  return { body, response: await t.signUp(body) };
};

describe('POST /api/signup', () => {
  it('creates an unverified company owner and queues a verification e-mail with a /verification link', async () => {
    const { body, response } = await postSignup();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { email: body.email } });

    const outbox = await t.readOutbox(String(body.email));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.template).toBe('verify-email');
    expect(outbox[0]?.status).toBe('queued');
    const link = outbox[0]?.links.find((l) => l.includes('/verification?token='));
    expect(link).toMatch(/^http:\/\/verity\.test\/verification\?token=[\w-]{20,}$/);
    expect(outbox[0]?.text).toContain(link);

    const login = await t.login(String(body.email));
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(messages.emailNotVerified);
  });

  it('lower-cases the e-mail address it stores', async () => {
    const { response } = await postSignup({ email: 'Mixed.Case@Northwind-Freight.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe('mixed.case@northwind-freight.com');
  });

  it.each(['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'icloud.com', 'yahoo.co.uk'])(
    'refuses a personal %s address with the company e-mail message',
    async (domain) => {
      const { response } = await postSignup({ email: `someone@${domain}` });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.errors).toContainEqual({ field: 'email', msg: messages.freeMailDomain });
    },
  );

  it.each([
    ['first_name', { first_name: 'J0hn' }, messages.invalidFirstName],
    ['last_name', { last_name: 'Smith--Jones' }, messages.invalidLastName],
    ['phone', { phone: '+1-55512' }, messages.invalidPhone],
    ['phone', { phone: '+1-555123456a' }, messages.invalidPhone],
    ['accept', { accept: false }, messages.mustBeChecked],
    ['email', { email: 'not-an-email' }, messages.invalidSignupEmail],
    ['first_name', { first_name: '' }, messages.required],
  ])('names the field %s when it is invalid', async (field, overrides, message) => {
    const { response } = await postSignup(overrides);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toContainEqual({ field, msg: message });
    expect(body.message).toBe(`${field}: ${body.errors[0].msg}`);
  });

  it('rejects a password that is not a lowercase sha256 hex digest', async () => {
    for (const password of ['Password-123', 'A'.repeat(64), 'ab'.repeat(31)]) {
      const { response } = await postSignup({ password });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'password', msg: messages.passwordHash });
    }
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": "Avery",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Malformed JSON in request body' });
  });

  it('refuses a missing captcha with Verification Failed', async () => {
    const { response } = await postSignup({ captcha: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'captcha', msg: messages.captchaFailed });
  });

  it('refuses a forged captcha payload with Verification Failed', async () => {
    const challenge = (await t.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    for (const captcha of [forged, 'bm90LWpzb24=', 'not base64 at all']) {
      const { response } = await postSignup({ captcha });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.captchaFailed);
    }
  });

  it('refuses a captcha solution signed with another secret', async () => {
    const other = await createTestApp();
    try {
      const captcha = await other.solveCaptcha();
      const { response } = await postSignup({ captcha });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.captchaFailed);
    } finally {
      await other.close();
    }
  });

  it('refuses a replayed captcha payload', async () => {
    const captcha = await t.solveCaptcha();
    const first = await postSignup({ captcha });
    expect(first.response.statusCode).toBe(200);
    const second = await postSignup({ captcha });
    expect(second.response.statusCode).toBe(400);
    expect(second.response.json().message).toBe(messages.captchaFailed);
  });

  it('answers 409 when a verified account already uses the address', async () => {
    const user = await t.createCompanyUser();
    const { response } = await postSignup({ email: user.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.accountExists);
  });

  it('limits sign-ups per client address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // Invalid captchas still count: the limit applies before any work.
      const response = await t.inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: ip,
        payload: await t.signupBody({ captcha: 'x' }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/verify', () => {
  const signUpAndGetToken = async () => {
    const { body, response } = await postSignup();
    expect(response.statusCode).toBe(200);
    const email = String(body.email);
    return { email, token: t.tokenFromLink(await t.latestLink(email, '/verification?token=')) };
  };

  it('verifies the address, returns a company session and queues the welcome e-mail', async () => {
    const { email, token } = await signUpAndGetToken();
    const response = await t.inject({ method: 'POST', url: '/api/verify', payload: { token } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.role).toBe('COMPANY');
    expect(data.token.split('.')).toHaveLength(3);

    const profile = await t.inject({ method: 'GET', url: '/api/profile', headers: t.bearer(data.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ email, email_verified: true, team_role: 'owner' });

    const templates = (await t.readOutbox(email)).map((message) => message.template);
    expect(templates).toEqual(['verify-email', 'welcome']);
    expect((await t.login(email)).statusCode).toBe(200);
  });

  it('returns 409 when the link was already used', async () => {
    const { token } = await signUpAndGetToken();
    expect((await t.inject({ method: 'POST', url: '/api/verify', payload: { token } })).statusCode).toBe(200);
    const again = await t.inject({ method: 'POST', url: '/api/verify', payload: { token } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: messages.userAlreadyActivated });
  });

  it('returns 410 jwt expired after 48 hours', async () => {
    const { token } = await signUpAndGetToken();
    t.clock.advance(48 * 3_600_000 + 1_000);
    try {
      const response = await t.inject({ method: 'POST', url: '/api/verify', payload: { token } });
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(messages.jwtExpired);
    } finally {
      t.clock.reset();
    }
  });

  it('still accepts the link just before it expires', async () => {
    const { token } = await signUpAndGetToken();
    t.clock.advance(47 * 3_600_000);
    try {
      const response = await t.inject({ method: 'POST', url: '/api/verify', payload: { token } });
      expect(response.statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('returns 400 for an unknown token', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/verify',
      payload: { token: 'no-such-token' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().message).toBe('This verification link is not valid.');
  });

  it('returns 400 naming the token field when it is missing', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/verify', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('token');
  });

  it('refuses an older link once a newer one was sent', async () => {
    const { email, token } = await signUpAndGetToken();
    const resend = await t.inject({ method: 'GET', url: `/api/re-send?email=${encodeURIComponent(email)}` });
    expect(resend.statusCode).toBe(200);
    const old = await t.inject({ method: 'POST', url: '/api/verify', payload: { token } });
    expect(old.statusCode).toBe(400);
    const fresh = t.tokenFromLink(await t.latestLink(email, '/verification?token='));
    expect(fresh).not.toBe(token);
    expect(
      (await t.inject({ method: 'POST', url: '/api/verify', payload: { token: fresh } })).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/re-send', () => {
  it('sends a fresh verification e-mail to a pending account', async () => {
    const { body } = await postSignup();
    const email = String(body.email);
    const response = await t.inject({
      method: 'GET',
      url: `/api/re-send?email=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: toasts.emailSent } });
    expect((await t.readOutbox(email)).filter((m) => m.template === 'verify-email')).toHaveLength(2);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = 'nobody-here@northwind-freight.com';
    const response = await t.inject({ method: 'GET', url: `/api/re-send?email=${email}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: toasts.emailSent } });
    expect(await t.readOutbox(email)).toHaveLength(0);
  });

  it('sends nothing to an already verified account', async () => {
    const user = await t.createCompanyUser();
    const response = await t.inject({ method: 'GET', url: `/api/re-send?email=${user.email}` });
    expect(response.statusCode).toBe(200);
    expect(await t.readOutbox(user.email)).toHaveLength(0);
  });

  it('names the email field when the address is invalid', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/re-send?email=nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'email', msg: messages.invalidEmail });
  });
});
