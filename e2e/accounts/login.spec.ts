import { expect, test } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEMO_CANDIDATE,
  DEMO_OWNER,
  DEMO_PASSWORD,
  logInAt,
  seriousViolations,
} from '../support.ts';

test.describe('logging in', () => {
  test('sends a visitor of /company/dashboard to /login and back after logging in', async ({ page }) => {
    await page.goto('/company/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await logInAt(page, 'Company', DEMO_OWNER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/company\/dashboard(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('logs the demo candidate in on the Candidate tab', async ({ page }) => {
    await page.goto('/login');
    await logInAt(page, 'Candidate', DEMO_CANDIDATE, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/candidate(\/|\?|$)/);
  });

  test('logs operations staff in at /admin/login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin(\/(?!login)|\?|$)/);
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await logInAt(page, 'Company', DEMO_OWNER, 'Not-The-Password-1');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('has no serious accessibility violations on the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('shows the not-found page for an unknown path', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'The page you are trying to reach does not exist' }),
  ).toBeVisible();
});
