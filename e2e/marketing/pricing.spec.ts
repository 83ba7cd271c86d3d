import { expect, type Page, test } from '@playwright/test';

/** Plan cards fully inside the slider's visible area. */
const visibleCards = (page: Page) =>
  page.locator('#plan-cards').evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.children].filter((card) => {
      const rect = card.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });

test.describe('pricing page', () => {
  test('shows the plan table on wide screens, and 3, 2, then 1 slider cards as the screen narrows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Gold/ })).toContainText('RECOMMENDED');
    await expect(table.getByRole('columnheader', { name: /Diamond/ })).toContainText('$55');
    await expect(page.locator('#plan-cards')).toBeHidden();

    for (const [width, cards] of [
      [1100, 3],
      [1000, 2],
      [700, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('#plan-cards')).toBeVisible();
      await expect(table).toBeHidden();
      await expect.poll(() => visibleCards(page), { message: `${width} px` }).toBe(cards);
    }
  });

  test('the slider moves to the next plans', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Previous plans' })).toBeDisabled();
    await page.getByRole('button', { name: 'More plans' }).click();
    await expect
      .poll(() => page.locator('#plan-cards').evaluate((track) => track.scrollLeft))
      .toBeGreaterThan(100);
    await expect(page.getByRole('button', { name: 'Previous plans' })).toBeEnabled();
  });

  test('opens one add-on at a time, the first open by default', async ({ page }) => {
    await page.goto('/pricing');
    const addOns = page.locator('details[name="add-ons"]');
    await expect(addOns).toHaveCount(6);
    await expect(addOns.nth(0)).toHaveAttribute('open', '');
    await addOns.nth(2).locator('summary').click();
    await expect(addOns.nth(2)).toHaveAttribute('open', '');
    await expect(addOns.nth(0)).not.toHaveAttribute('open', '');
    await expect(page.locator('details[name="add-ons"][open]')).toHaveCount(1);
    await expect(addOns.nth(2)).toContainText('$2.50');
  });

  test('FAQ answers open and close', async ({ page }) => {
    await page.goto('/pricing');
    const question = page.locator('details', { hasText: 'Is there a setup fee' });
    await expect(question.getByText('You pay for each applicant')).toBeHidden();
    await question.locator('summary').click();
    await expect(question.getByText('You pay for each applicant')).toBeVisible();
    await question.locator('summary').click();
    await expect(question.getByText('You pay for each applicant')).toBeHidden();
  });

  test('Get Started leads to sign-up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/signup\/?$/);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });
});
