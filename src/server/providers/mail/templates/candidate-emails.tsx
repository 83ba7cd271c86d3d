import { brand } from '#shared/theme/brand.ts';
import type { RenderedEmail } from '../mail-message.ts';
import { renderEmail, renderEmails } from '../mail-message.ts';
import { EmailButton, EmailFallbackLink, EmailLayout } from './email-layout.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The candidate's invitation: the link opens the candidate flow with a session of its own. */
export const candidateInvitationEmail = (input: {
  firstName: string;
  companyName: string;
  link: string;
  expiresAt: Date;
}): RenderedEmail => {
  const expires = dateFormat.format(input.expiresAt);
  return renderEmail({
    template: 'candidate-invitation',
    subject: `${input.companyName} invited you to complete a background check`,
    links: [input.link],
    body: (
      <EmailLayout preview={`${input.companyName} uses ${brand.name} for background checks.`}>
        <p style={{ marginTop: 0 }}>Hi {input.firstName},</p>
        <p>
          {input.companyName} has asked you to complete a background check with {brand.name} as part of their
          hiring process. It takes about 10 minutes: you confirm your details, read and sign the disclosure
          and authorization, and verify your identity.
        </p>
        <EmailButton href={input.link}>Start your background check</EmailButton>
        <p>
          This link is personal to you and works until {expires}. Under the Fair Credit Reporting Act nothing
          is checked until you have given your written authorization.
        </p>
        <EmailFallbackLink href={input.link} />
      </EmailLayout>
    ),
    text: [
      `Hi ${input.firstName},`,
      '',
      `${input.companyName} has asked you to complete a background check with ${brand.name} as part of their hiring process. It takes about 10 minutes.`,
      '',
      `Start here: ${input.link}`,
      '',
      `This link is personal to you and works until ${expires}. Nothing is checked until you have given your written authorization.`,
    ].join('\n'),
  });
};

/** The same invitation for many candidates of one company (CSV and bulk invitations). */
export const candidateInvitationEmails = (
  shared: { companyName: string; expiresAt: Date },
  recipients: { firstName: string; link: string }[],
) =>
  renderEmails(
    ['firstName', 'link'],
    (values) => candidateInvitationEmail({ ...shared, ...values }),
    recipients,
  );
