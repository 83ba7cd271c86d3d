import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { RenderedEmail } from './mail-message.ts';
import { mailTransportFor } from './mail-transport.ts';

/**
 * Delivers one outbox row. Safe to run twice: a row already delivered is skipped. If the process dies
 * between the SMTP hand-off and the status update, the retry sends once more (at-least-once).
 */
export const deliverMailJob = defineJob({
  name: 'mail.deliver',
  schema: z.object({ messageId: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
  handler: async ({ messageId }, { db, config, log }) => {
    const [message] = await db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.id, messageId), inArray(mailMessages.status, ['queued', 'failed'])));
    if (!message) return;
    const transport = mailTransportFor(config);
    try {
      await transport.deliver(
        {
          id: message.id,
          to: message.toAddress,
          subject: message.subject,
          html: message.html,
          text: message.text,
        },
        config.MAIL_FROM,
      );
    } catch (error) {
      await db
        .update(mailMessages)
        .set({
          status: 'failed',
          attempts: message.attempts + 1,
          lastError: (error as Error).message.slice(0, 500),
        })
        .where(eq(mailMessages.id, message.id));
      throw error;
    }
    await db
      .update(mailMessages)
      .set({
        status: transport.kind === 'smtp' ? 'sent' : 'outbox',
        attempts: message.attempts + 1,
        deliveredAt: new Date(),
        lastError: null,
      })
      .where(eq(mailMessages.id, message.id));
    if (transport.kind === 'outbox') {
      // Without SMTP the log is the developer's inbox: print where each link goes.
      log.info(
        { to: message.toAddress, subject: message.subject, links: message.links },
        `mail kept in the outbox: ${message.links.join(' ')}`,
      );
    } else {
      log.info({ template: message.template, messageId: message.id }, 'mail sent');
    }
  },
});

export const mailJobs = [deliverMailJob] as const;

/** Records an e-mail and schedules its delivery, inside the caller's transaction. */
export const queueMail = async (executor: Executor, jobs: JobQueue, to: string, email: RenderedEmail) => {
  const [row] = await executor
    .insert(mailMessages)
    .values({
      template: email.template,
      toAddress: to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      links: email.links,
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error('mail message was not stored');
  await jobs.enqueue(executor, deliverMailJob, { messageId: row.id });
  return row.id;
};

export const listMail = (db: Db, options: { to?: string; limit: number }) =>
  db
    .select({
      id: mailMessages.id,
      template: mailMessages.template,
      to: mailMessages.toAddress,
      subject: mailMessages.subject,
      text: mailMessages.text,
      html: mailMessages.html,
      links: mailMessages.links,
      status: mailMessages.status,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .where(options.to ? eq(mailMessages.toAddress, options.to.toLowerCase()) : undefined)
    .orderBy(desc(mailMessages.createdAt))
    .limit(options.limit);
