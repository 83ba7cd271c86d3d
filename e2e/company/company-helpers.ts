import { expect, type Page } from '@playwright/test';
import { DEMO_OWNER, DEMO_PASSWORD, logInAt, mailLink, uniqueEmail } from '../support.ts';

/** Logs the demo employer in and waits for the company area. */
export const logInAsDemoOwner = async (page: Page) => {
  await page.goto('/login');
  await logInAt(page, 'Company', DEMO_OWNER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/company/);
};

/** Signs a new company up through the form and opens the e-mailed verification link: lands on /company. */
export const signUpNewCompany = async (page: Page) => {
  const email = uniqueEmail('onboarding');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Phone number').fill('4155550123');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey-Secret-42');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const link = new URL(await mailLink(page, email, '/verification?token='));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  return email;
};

/** A candidate e-mail no other run uses. */
export const candidateEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

/** Invites one candidate through the API with the session the page holds (fast set-up for table tests). */
export const inviteByApi = async (
  page: Page,
  candidate: { firstName: string; lastName: string; email: string },
) => {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.post('/api/company/invite', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      candidates: [
        { first_name: candidate.firstName, last_name: candidate.lastName, email: candidate.email },
      ],
      package: 'bronze',
      add_ons: {},
      counties: [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** Opens the phone navigation when the navbar is collapsed, then follows a section link. */
export const openSection = async (page: Page, name: string) => {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('link', { name, exact: true }).click();
};
