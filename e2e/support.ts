import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Verity-2026';
export const DEMO_OWNER = 'owner@acme-logistics.test';
export const DEMO_CANDIDATE = 'jordan.lee@example.test';
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'ops@verity.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Ops-Verity-2026!';

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@northwind-freight.com`;

/** The newest link containing `fragment` in the dev outbox for `to` (polls while the mail is queued). */
export const mailLink = async (page: Page, to: string, fragment: string) => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { data: { rows: Array<{ links: string[] }> } };
        found = body.data.rows.flatMap((row) => row.links).find((link) => link.includes(fragment));
        return found;
      },
      { timeout: 15_000, message: `an e-mail to ${to} with a ${fragment} link` },
    )
    .toBeTruthy();
  return found as string;
};

/** Serious or critical axe violations on the current page, as readable lines. */
export const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
};

/** Logs in at /login on the given tab. */
export const logInAt = async (page: Page, tab: 'Company' | 'Candidate', email: string, password: string) => {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};
