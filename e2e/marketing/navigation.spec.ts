import { expect, test } from '@playwright/test';

test.describe('site navigation', () => {
  test('the phone menu slides in and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByText('Solution').click();
    await menu.getByRole('link', { name: 'Staffing' }).click();
    await expect(page).toHaveURL(/\/industry\/staffing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/staffing agencies/);
    await expect(menu).toBeHidden();
  });

  test('the phone menu closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('desktop dropdowns open one at a time and navigate', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Product').click();
    await expect(nav.getByRole('link', { name: 'Identity verification' })).toBeVisible();
    await nav.getByText('Solution').click();
    await expect(nav.getByRole('link', { name: 'Identity verification' })).toBeHidden();
    await nav.getByRole('link', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL(/\/industry\/healthcare$/);
    await expect(page).toHaveTitle(/healthcare/i);
    await expect(nav.getByRole('link', { name: 'Healthcare' })).toBeHidden();
  });

  test('public pages switch in place; links to the app load it as a page', async ({ page }) => {
    await page.goto('/');
    // Survives only as long as the document does.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const samePage = () => page.evaluate(() => 'samePage' in window);

    await page.getByRole('main').getByRole('link', { name: 'See pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Simple pricing/);
    await expect(page).toHaveTitle(/Pricing/);
    expect(await samePage()).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Background checks your hiring team/);
    expect(await samePage()).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/terms-of-service#privacy$/);
    await expect(page.locator('#privacy')).toBeInViewport();
    expect(await samePage()).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Background checks your hiring team/);
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/signup\/?$/);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    expect(await samePage()).toBe(false);
  });

  test('the footer has the legal, API and contact links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      /terms-of-service#privacy/,
    );
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'API documentation' }).first()).toBeVisible();
    await expect(footer.getByRole('link', { name: /Press:/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /Customer service:/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('the testimonial video loads nothing until asked', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Play:/ })).toBeVisible();
    expect(requests.filter((url) => /\.mp4|youtube|vimeo/.test(url))).toEqual([]);
    expect(requests.every((url) => new URL(url).host === new URL(page.url()).host)).toBe(true);
  });
});
