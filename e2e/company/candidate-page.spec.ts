import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { candidateEmail, logInAsDemoOwner } from './company-helpers.ts';

/** Invites a Silver candidate with one employment check (list price $35.00) and returns the id. */
const inviteSilver = async (page: Page) => {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.post('/api/company/invite', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      candidates: [{ first_name: 'Rowan', last_name: 'Ashby', email: candidateEmail('detail') }],
      package: 'silver',
      add_ons: { employment: 1 },
      counties: [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { candidates: Array<{ id: string }> } };
  return body.data.candidates[0]?.id as string;
};

test.describe('candidate page', () => {
  test('the order card shows the amounts stored with the order, not a re-pricing from today’s list', async ({
    page,
  }) => {
    await logInAsDemoOwner(page);
    const id = await inviteSilver(page);
    // The order as if placed under an earlier price list: the page must repeat these figures, where
    // today's catalogue would price Silver + one employment check at $35.00.
    await page.route(`**/api/company/candidate/${id}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.order = {
        ...body.data.order,
        list_price_cents: 1999,
        charged_cents: 0,
        pass_through: { min_cents: 150, max_cents: 975 },
      };
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/company/candidates/${id}`);
    const order = page.getByRole('region', { name: 'Order' });
    await expect(order.getByText('Silver package')).toBeVisible();
    await expect(order.getByText(/Employment check × 1/)).toBeVisible();
    await expect(order.getByTestId('order-total')).toHaveText('$19.99');
    await expect(order.getByTestId('order-charged')).toHaveText('$0.00');
    await expect(order.getByTestId('order-pass-through')).toHaveText('+ $1.50–$9.75');
    await expect(order).not.toContainText('$35.00');
  });

  test('form errors are readable red and toasts have a named close button', async ({ page }) => {
    await logInAsDemoOwner(page);
    const id = await inviteSilver(page);
    await page.goto(`/company/candidates/${id}`);

    await page.getByRole('button', { name: 'Add note' }).click();
    const error = page.getByText('Write a note first');
    await expect(error).toBeVisible();
    // brand.status.failed (#c92a2a), 5.46:1 on white; Mantine's red.6 is 3.28:1.
    await expect(error).toHaveCSS('color', 'rgb(201, 42, 42)');

    await page.getByRole('button', { name: 'Resend invitation' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Invite sent' });
    await expect(toast).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .withRules(['button-name', 'color-contrast'])
      .include('.mantine-Notification-root')
      .include('[id$="-error"]')
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toHaveCount(0);
  });
});
