import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('signs up through the API', async () => {
  const user = await t.createCompanyUser({ via: 'api' });
  const response = await t.login(user.email);
  expect(response.statusCode).toBe(200);
});
