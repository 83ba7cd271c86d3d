import { expect, test } from '@playwright/test';
import { candidateEmail, logInAsDemoOwner } from './company-helpers.ts';

test.describe('inviting candidates', () => {
  test('one candidate without a phone: the quote shows plan, add-on, totals and "no charge" before the employer confirms', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    await page.goto('/company/candidates/invite');
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Email').fill(candidateEmail('single'));

    // The phone is optional: no asterisk, not marked required, and left empty the invitation still
    // goes out; a number that is typed is still checked.
    await expect(page.locator('label', { hasText: 'Phone number' })).toHaveText('Phone number');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAttribute('aria-required', 'false');
    await phone.fill('41555');
    await page.getByRole('button', { name: 'Review and send' }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await phone.fill('');
    await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);

    await page.getByRole('radio', { name: /^Silver/ }).check();
    await page.getByLabel('Employment check quantity').fill('1');

    const quote = page.getByRole('region', { name: 'Quote' }).first();
    await expect(quote.getByText('Silver package')).toBeVisible();
    await expect(quote.getByText('Employment check')).toBeVisible();
    // $25 plan + $10 employer, one candidate, nothing charged in demo mode.
    await expect(quote.getByTestId('quote-per-candidate')).toHaveText('$35.00');
    await expect(quote.getByTestId('quote-total')).toHaveText('$35.00');
    await expect(quote.getByTestId('quote-pass-through-candidate')).toContainText('$');
    await expect(quote.getByTestId('quote-charge')).toHaveText('$0.00');
    await expect(quote.getByText('No charge in demo mode.')).toBeVisible();

    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the order' });
    await expect(dialog.getByTestId('quote-total')).toHaveText('$35.00');
    await dialog.getByRole('button', { name: 'Send invitations (no charge)' }).click();

    await expect(page.getByText('Invite sent')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invitation sent' })).toBeVisible();
  });

  test('CSV: a bad row is listed with its reason and blocks sending; the corrected file goes through', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    await page.goto('/company/candidates/invite');
    await page.getByText('Upload a CSV file').click();

    const good = [candidateEmail('csv.one'), candidateEmail('csv.two')];
    const header = 'email,first_name,last_name,middle_name,phone,birthdate';
    const bad = `${header}\n${good[0]},Ada,Lovelace,,,\nnot-an-email,Alan,Turing,,,\n`;
    await page.locator('input[type=file]').setInputFiles({
      name: 'candidates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await expect(page.getByText('1 row needs fixing')).toBeVisible();
    const problems = page.getByRole('table', { name: 'Rows to fix' });
    await expect(problems.getByRole('row').nth(1)).toContainText('3');
    await expect(problems).toContainText(/email/i);
    await expect(page.getByRole('button', { name: 'Review and send' })).toBeDisabled();

    const fixed = `${header}\n${good[0]},Ada,Lovelace,,,\n${good[1]},Alan,Turing,,,\n`;
    await page.locator('input[type=file]').setInputFiles({
      name: 'candidates-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fixed),
    });
    await expect(page.getByText('2 ready to invite')).toBeVisible();
    await expect(page.getByText('needs fixing')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Quote' }).first()).toContainText('× 2');

    await page.getByRole('button', { name: 'Review and send' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm the order' })
      .getByRole('button', { name: /Send invitations/ })
      .click();
    await expect(page.getByText('Invite sent')).toBeVisible();
    await expect(page.getByRole('heading', { name: '2 invitations sent' })).toBeVisible();
  });
});
