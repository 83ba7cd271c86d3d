import { expect, test } from '@playwright/test';
import { signUpNewCompany } from './company-helpers.ts';

test.describe('company onboarding', () => {
  test('a new company enters its details, skips the logo, certifies and reaches the dashboard in demo mode', async ({
    page,
  }) => {
    await signUpNewCompany(page);

    // Errors show under the fields once touched, and typed values stay.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('*Required').first()).toBeVisible();

    await page.getByLabel('Legal company name').fill('Northwind Freight');
    await page.getByLabel('Street address').fill('100 Main St');
    await page.getByLabel('City').fill('Chicago');
    await page.getByRole('combobox', { name: 'State' }).fill('Illin');
    await page.getByRole('option', { name: 'Illinois' }).click();
    await page.getByLabel('Zip code').fill('6060');
    await page.getByLabel('City').click();
    await expect(page.getByText('Please provide a valid zipcode.')).toBeVisible();
    await page.getByLabel('Zip code').fill('60601');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('3125550100');
    // Every test company shares the e-mail domain, so the first run owns it: leave it empty here.
    await page.getByLabel('Company website domain').fill('');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page.getByText('Drag your logo here or click to choose a file')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await expect(page.getByLabel('Certification text')).toContainText(/permissible purpose/i);
    await page.getByRole('button', { name: 'Certify and go to the dashboard' }).click();
    await expect(page.getByText('*Field must be checked')).toBeVisible();
    await page.getByLabel(/I have read this certification/).check();
    await page.getByRole('button', { name: 'Certify and go to the dashboard' }).click();

    await expect(page).toHaveURL(/\/company\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Orders run in the sandbox and cost nothing.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Invite a candidate' })).toBeVisible();
  });
});
