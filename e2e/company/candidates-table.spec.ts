import { expect, test } from '@playwright/test';
import { candidateEmail, inviteByApi, logInAsDemoOwner } from './company-helpers.ts';

test.describe('candidates table', () => {
  test('search finds a candidate; archive moves them to the Archived tab and restore brings them back', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    const email = candidateEmail('table');
    const lastName = `Zephyr${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    await inviteByApi(page, { firstName: 'Quinn', lastName, email });

    await page.goto('/company/candidates');
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill(lastName);
    const list = page
      .getByRole('table', { name: 'Candidates' })
      .or(page.getByRole('list', { name: 'Candidates' }));
    // The debounced search narrows the list to the one match.
    const rows = list.locator('tbody tr, li');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Quinn ${lastName}`);
    await expect(rows.first()).toContainText(email);
    await expect(rows.first().getByText('Awaiting Input')).toBeVisible();

    await page.getByRole('button', { name: `Actions for Quinn ${lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText(`Quinn ${lastName} archived`)).toBeVisible();
    await expect(page.getByText(`No candidate matches “${lastName}”.`)).toBeVisible();

    await page.getByRole('tab', { name: 'Archived' }).click();
    await expect(list.getByText(`Quinn ${lastName}`)).toBeVisible();
    await page.getByRole('button', { name: `Actions for Quinn ${lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await expect(page.getByText(`Quinn ${lastName} restored`)).toBeVisible();

    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(list.getByText(`Quinn ${lastName}`)).toBeVisible();

    await page.getByRole('button', { name: `Actions for Quinn ${lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this candidate?' })
      .getByRole('button', { name: 'Delete candidate' })
      .click();
    await expect(page.getByText('Successfully deleted the candidate')).toBeVisible();
  });
});
