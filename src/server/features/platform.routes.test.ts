import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '#shared/validation/messages.ts';
import { createTestApp, databaseKind, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test/boom', { config: { access: 'public', rawReply: true } }, async () => {
        throw new Error('connection to db-secret-host:5432 refused for user secret_user');
      });
      app.get(
        '/api/test/allowlist',
        {
          config: { access: 'public' },
          schema: {
            response: {
              200: z.object({
                success: z.literal(true),
                data: z.object({ firstName: z.string(), lastSeenAt: z.string().nullable() }),
              }),
            },
          },
        },
        async () => ({
          success: true as const,
          data: { firstName: 'Ana', lastSeenAt: null, passwordHash: 'argon2id$secret', ssnLast4: '1234' },
        }),
      );
    },
  });
});
afterAll(() => t.close());

describe('captcha', () => {
  it('serves a signed proof-of-work challenge that is never cached', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.key_prefix ?? challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]+$/);
    expect(typeof challenge.signature).toBe('string');
  });

  it('verifies a solved challenge without spending it', async () => {
    const payload = await t.solveCaptcha();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/captcha/verify',
        payload: { response: payload },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { message: 'Verified' } });
    }
  });

  it('answers Verification Failed to a forged or empty response', async () => {
    const payload = JSON.parse(Buffer.from(await t.solveCaptcha(), 'base64').toString('utf8'));
    payload.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    for (const response of [forged, 'e30=']) {
      const result = await t.inject({ method: 'POST', url: '/api/captcha/verify', payload: { response } });
      expect(result.statusCode).toBe(400);
      expect(result.json().message).toBe(messages.captchaFailed);
    }
    const empty = await t.inject({ method: 'POST', url: '/api/captcha/verify', payload: { response: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ field: 'response', msg: messages.captchaFailed });
  });
});

describe('GET /api/health and /api/ping', () => {
  it('reports ok and the database in use', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.status).toBe('ok');
    expect(data.database).toBe(databaseKind);
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('answers ping with a constant body', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/ping' });
    expect(response.json()).toEqual({ success: true, data: { pong: true } });
  });
});

describe('GET /api/dev/mail', () => {
  it('lists outbox messages for an address, newest first, with their links', async () => {
    const user = await t.createCompanyUser();
    await t.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    await t.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const response = await t.inject({
      method: 'GET',
      url: `/api/dev/mail?to=${encodeURIComponent(user.email)}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.count).toBe(2);
    expect(data.rows).toHaveLength(2);
    expect(data.rows[0].to).toBe(user.email);
    expect(data.rows[0].template).toBe('reset-password');
    expect(data.rows[0].links[0]).toContain('/reset-password?token=');
    expect(Date.parse(data.rows[0].created_at)).toBeGreaterThanOrEqual(Date.parse(data.rows[1].created_at));
    const newest = await t.latestLink(user.email, '/reset-password');
    expect(data.rows.flatMap((row: { links: string[] }) => row.links)).toContain(newest);
  });

  it('is not registered when SMTP is configured', async () => {
    const smtp = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect(smtp.config.devMailbox).toBe(false);
      expect((await smtp.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
      expect((await smtp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });

  it('is not registered in production', async () => {
    const production = await createTestApp({ database: t.database, env: { NODE_ENV: 'production' } });
    try {
      expect((await production.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
      const health = await production.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await production.close();
    }
  });
});

describe('access declarations', () => {
  it('refuses to register an /api route that does not declare config.access', async () => {
    let thrown: unknown;
    const other = await createTestApp({
      database: t.database,
      beforeReady: (app) => {
        try {
          app.get('/api/undeclared', async () => ({ ok: true }));
        } catch (error) {
          thrown = error;
        }
      },
    });
    try {
      expect(String(thrown)).toMatch(/GET \/api\/undeclared does not declare config.access/);
      expect((await other.inject({ method: 'GET', url: '/api/undeclared' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('fails buildApp startup when a plugin adds an undeclared /api route', async () => {
    await expect(
      createTestApp({
        database: t.database,
        beforeReady: async (app) => {
          await app.register(async (child) => {
            child.post('/api/undeclared-in-plugin', async () => ({ ok: true }));
          });
        },
      }),
    ).rejects.toThrow(/does not declare config.access/);
  });
});

describe('wire format', () => {
  it("sends only the fields a route's response schema names, in snake_case", async () => {
    const response = await t.inject({ method: 'GET', url: '/api/test/allowlist' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"success":true,"data":{"first_name":"Ana","last_seen_at":null}}');
  });

  it('fails startup when a JSON route declares no response schema', async () => {
    await expect(
      createTestApp({
        database: t.database,
        beforeReady: (app) => {
          app.get('/api/test/no-schema', { config: { access: 'public' } }, async () => ({ secret: 1 }));
        },
      }),
    ).rejects.toThrow(/GET \/api\/test\/no-schema has no response schema/);
  });
});

describe('headers, CORS and errors', () => {
  it('echoes a well-formed x-request-id and otherwise makes one', async () => {
    const echoed = await t.inject({
      method: 'GET',
      url: '/api/ping',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-12345678');
    const made = await t.inject({ method: 'GET', url: '/api/ping', headers: { 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.inject({ method: 'GET', url: '/api/ping' });
    expect(other.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });

  it('sends security headers and no-store on API answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps CORS closed by default', async () => {
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.inject({
      method: 'GET',
      url: '/api/ping',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS only to configured origins', async () => {
    const open = await createTestApp({
      database: t.database,
      env: { CORS_ORIGINS: 'https://app.partner.test' },
    });
    try {
      const allowed = await open.inject({
        method: 'GET',
        url: '/api/ping',
        headers: { origin: 'https://app.partner.test' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.partner.test');
      const refused = await open.inject({
        method: 'GET',
        url: '/api/ping',
        headers: { origin: 'https://evil.example' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('hides the details of a 5xx from the client', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: messages.genericError });
    expect(response.body).not.toContain('secret');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No route for GET /api/no-such-route' });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('answers 413 to a body over 1 MiB', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('accepts trailing slashes on API paths', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/ping/' })).statusCode).toBe(200);
  });
});
