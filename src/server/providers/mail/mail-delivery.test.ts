import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverMailJob } from './mail.service.ts';

// Delivery semantics (documented in the mail job): every e-mail is an outbox row written in the
// transaction that caused it, plus a pg-boss job in the same transaction. If no worker runs, or a
// worker dies before finishing, the row stays 'queued' and the job is picked up again (after its
// expireInSeconds of 60 s for a job that was active when the worker died); the handler skips rows
// already delivered, so a retry never sends twice unless the process died between the SMTP hand-off
// and the status update (at-least-once).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusOf = async (id: string) => {
  const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
};

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('mail delivery job', () => {
  it('keeps mail queued while no worker runs and delivers it when a worker starts', async () => {
    const user = await t.createCompanyUser();
    await t.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const [message] = await t.readOutbox(user.email);
    expect(message?.status).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await statusOf(message?.id ?? ''))?.status).toBe('queued');

    // A second process on the same database, this one running workers (like `npm run worker`).
    const worker = await createTestApp({ database: t.database, runJobs: true });
    try {
      const delivered = await waitFor(
        () => statusOf(message?.id ?? ''),
        (row) => row?.status === 'outbox',
      );
      expect(delivered?.status).toBe('outbox');
      expect(delivered?.attempts).toBe(1);
      expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    } finally {
      await worker.close();
    }
  });

  it('delivers a message once even when the job runs twice', async () => {
    const user = await t.createCompanyUser();
    await t.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const [message] = await t.readOutbox(user.email);
    const id = message?.id ?? '';
    const context = { db: t.db, config: t.config, log: t.app.log };
    await deliverMailJob.handler({ messageId: id }, context);
    const first = await statusOf(id);
    await deliverMailJob.handler({ messageId: id }, context);
    const second = await statusOf(id);
    expect(first?.status).toBe('outbox');
    expect(second?.attempts).toBe(1);
    expect(second?.deliveredAt?.getTime()).toBe(first?.deliveredAt?.getTime());
  });

  it('marks a message failed with the error when SMTP is unreachable, so the retry can send it', async () => {
    const smtp = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const user = await t.createCompanyUser();
      await t.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
      const [message] = await t.readOutbox(user.email);
      const id = message?.id ?? '';
      await expect(
        deliverMailJob.handler({ messageId: id }, { db: smtp.db, config: smtp.config, log: smtp.app.log }),
      ).rejects.toThrow();
      const row = await statusOf(id);
      expect(row?.status).toBe('failed');
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.close();
    }
  });
});
