import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support.ts';
import { bothForms, marketingRoutes, notFoundHeading } from './marketing-pages.ts';

test.describe('public pages', () => {
  for (const route of marketingRoutes) {
    for (const path of bothForms(route.path)) {
      test(`${path} renders its own page`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
        await expect(page.getByRole('heading', { name: notFoundHeading })).toHaveCount(0);
        await expect(page).toHaveTitle(/Verity/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(60);
      });
    }
  }

  test('an unknown path shows the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/industry/space-travel');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: notFoundHeading })).toBeVisible();
  });

  test('titles and descriptions differ from page to page', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of marketingRoutes) {
      const html = await (await request.get(route.path)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
    }
    expect(titles.size).toBe(marketingRoutes.length);
    expect(descriptions.size).toBe(marketingRoutes.length);
  });

  test('no page scrolls sideways at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const route of marketingRoutes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Against 375, not innerWidth: a phone widens its layout viewport to fit overflowing content.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 375);
      expect(overflow, route.path).toBeLessThanOrEqual(0);
    }
  });

  test('axe finds no serious or critical violations on any page', async ({ page }) => {
    test.setTimeout(240_000);
    for (const route of marketingRoutes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), route.path).toEqual([]);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home and pricing are readable from the prerendered HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Background checks your hiring team/);
    await expect(page.getByText('Trusted by more than 10,000 companies')).toBeVisible();
    await page.goto('/pricing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Simple pricing/);
    await expect(page.getByText('Compare packages')).toBeVisible();
    await expect(page.getByText('MVR search').first()).toBeVisible();
  });
});

test.describe('non-production hosts', () => {
  test('carry noindex, nofollow and a closed robots.txt', async ({ request }) => {
    const response = await request.get('/pricing');
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /');
  });
});
