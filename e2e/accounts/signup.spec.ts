import { expect, test } from '@playwright/test';
import { logInAt, mailLink, seriousViolations, uniqueEmail } from '../support.ts';

const PASSWORD = 'Journey-Secret-42';

test.describe('company sign-up', () => {
  test('signs up, verifies through the e-mailed link, logs out and logs back in', async ({ page }) => {
    const email = uniqueEmail('journey');
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Phone number').fill('4155550123');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    const link = await mailLink(page, email, '/verification?token=');
    const url = new URL(link);
    expect(url.pathname).toBe('/verification');
    await page.goto(`${url.pathname}${url.search}`);

    await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
    await expect(page).toHaveURL(/\/company(\/|$|\?)/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Log out' })
      .or(page.getByRole('button', { name: 'Log out' }))
      .click();
    await expect(page).toHaveURL(/\/login/);

    await page.goto('/login');
    await logInAt(page, 'Company', email, PASSWORD);
    await expect(page).toHaveURL(/\/company(\/dashboard)?(\?|$)/);
    await expect(page.getByRole('heading', { name: /Set up your company|Dashboard/ })).toBeVisible();
  });

  test('refuses a gmail address with the company message under the Work email field', async ({ page }) => {
    await page.goto('/signup');
    const field = page.getByLabel('Work email');
    await field.fill('someone@gmail.com');
    await field.blur();
    const message = page.getByText('Please use your company email address to sign up.');
    await expect(message).toBeVisible();
    const fieldBox = await field.boundingBox();
    const messageBox = await message.boundingBox();
    expect(fieldBox && messageBox && messageBox.y >= fieldBox.y + fieldBox.height - 1).toBe(true);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  test('has no serious accessibility violations on the sign-up page', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
