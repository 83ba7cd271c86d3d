import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { deliverMailJob } from '../../providers/mail/mail.service.ts';
import type { RenderedEmail } from '../../providers/mail/mail-message.ts';
import { chunked } from './candidates.queries.ts';

const MESSAGES_PER_JOB = 100;

/**
 * Delivers a batch of invitation e-mails with the mail service's own delivery step, so a
 * 10,000-row CSV enqueues 100 jobs instead of 10,000. Retrying is safe: delivered rows are skipped.
 */
export const deliverInvitationsJob = defineJob({
  name: 'candidates.deliver-invitations',
  schema: z.object({ messageIds: z.array(z.uuid()).min(1).max(MESSAGES_PER_JOB) }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  expireInSeconds: 600,
  handler: async ({ messageIds }, context) => {
    for (const messageId of messageIds) await deliverMailJob.handler({ messageId }, context);
  },
});

export const candidateJobs = [deliverInvitationsJob] as const;

/** Records invitation e-mails and schedules their delivery, inside the caller's transaction. */
export const queueInvitationMail = async (
  db: Executor,
  jobs: JobQueue,
  messages: { id: string; to: string; email: RenderedEmail }[],
) => {
  for (const part of chunked(messages, 500)) {
    await db.insert(mailMessages).values(
      part.map(({ id, to, email }) => ({
        id,
        template: email.template,
        toAddress: to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        links: email.links,
      })),
    );
  }
  for (const part of chunked(messages, MESSAGES_PER_JOB)) {
    await jobs.enqueue(db, deliverInvitationsJob, { messageIds: part.map((message) => message.id) });
  }
};
