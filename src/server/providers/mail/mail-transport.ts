import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type OutgoingMail = { id: string; to: string; subject: string; html: string; text: string };

/** How a message leaves: SMTP when configured, otherwise it stays in the outbox table. */
export type MailTransport = {
  kind: 'smtp' | 'outbox';
  deliver: (mail: OutgoingMail, from: string) => Promise<void>;
};

let smtp: { url: string; transport: MailTransport } | undefined;

export const mailTransportFor = (config: Config): MailTransport => {
  if (!config.SMTP_URL) return { kind: 'outbox', deliver: async () => {} };
  if (smtp?.url !== config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    smtp = {
      url: config.SMTP_URL,
      transport: {
        kind: 'smtp',
        deliver: async (mail, from) => {
          // The message id is stable per outbox row, so a retried send can be recognised downstream.
          await transporter.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            messageId: `<${mail.id}@verity.mail>`,
          });
        },
      },
    };
  }
  return smtp.transport;
};
