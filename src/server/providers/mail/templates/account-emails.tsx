import { brand } from '#shared/theme/brand.ts';
import type { RenderedEmail } from '../mail-message.ts';
import { renderEmail } from '../mail-message.ts';
import { EmailButton, EmailFallbackLink, EmailLayout } from './email-layout.tsx';

export const verificationEmail = (input: {
  firstName: string;
  link: string;
  hoursValid: number;
}): RenderedEmail =>
  renderEmail({
    template: 'verify-email',
    subject: `Verify your e-mail address for ${brand.name}`,
    links: [input.link],
    body: (
      <EmailLayout preview="Confirm your e-mail address to finish setting up your account.">
        <p style={{ marginTop: 0 }}>Hi {input.firstName},</p>
        <p>Thanks for signing up. Confirm your e-mail address to finish setting up your company account.</p>
        <EmailButton href={input.link}>Verify e-mail address</EmailButton>
        <p>This link works once and expires in {input.hoursValid} hours.</p>
        <EmailFallbackLink href={input.link} />
      </EmailLayout>
    ),
    text: [
      `Hi ${input.firstName},`,
      '',
      'Thanks for signing up. Confirm your e-mail address to finish setting up your company account:',
      input.link,
      '',
      `This link works once and expires in ${input.hoursValid} hours.`,
    ].join('\n'),
  });

export const passwordResetEmail = (input: {
  firstName: string | null;
  link: string;
  minutesValid: number;
}): RenderedEmail =>
  renderEmail({
    template: 'reset-password',
    subject: `Reset your ${brand.name} password`,
    links: [input.link],
    body: (
      <EmailLayout preview="Use this link to choose a new password.">
        <p style={{ marginTop: 0 }}>Hi{input.firstName ? ` ${input.firstName}` : ''},</p>
        <p>We received a request to reset the password for your account. Choose a new password here:</p>
        <EmailButton href={input.link}>Choose a new password</EmailButton>
        <p>
          The link works once and expires in {input.minutesValid} minutes. If you did not ask for this, you
          can ignore this e-mail: your password stays the same.
        </p>
        <EmailFallbackLink href={input.link} />
      </EmailLayout>
    ),
    text: [
      `Hi${input.firstName ? ` ${input.firstName}` : ''},`,
      '',
      'We received a request to reset the password for your account. Choose a new password here:',
      input.link,
      '',
      `The link works once and expires in ${input.minutesValid} minutes. If you did not ask for this, ignore this e-mail.`,
    ].join('\n'),
  });

export const welcomeEmail = (input: { firstName: string; dashboardLink: string }): RenderedEmail =>
  renderEmail({
    template: 'welcome',
    subject: `Welcome to ${brand.name}`,
    links: [input.dashboardLink],
    body: (
      <EmailLayout preview="Your account is ready. Here is how to order your first check.">
        <p style={{ marginTop: 0 }}>Welcome, {input.firstName}.</p>
        <p>
          Your e-mail address is verified and your company account is ready. Your workspace starts in demo
          mode: orders run in our sandbox and cost nothing, so you can see every step before you go live.
        </p>
        <ol style={{ paddingLeft: 20 }}>
          <li>Add your company details and logo.</li>
          <li>Certify your permissible purpose under the FCRA.</li>
          <li>Invite your first candidate.</li>
        </ol>
        <EmailButton href={input.dashboardLink}>Open your workspace</EmailButton>
      </EmailLayout>
    ),
    text: [
      `Welcome, ${input.firstName}.`,
      '',
      'Your e-mail address is verified and your company account is ready. Your workspace starts in demo mode: orders run in our sandbox and cost nothing.',
      '',
      '1. Add your company details and logo.',
      '2. Certify your permissible purpose under the FCRA.',
      '3. Invite your first candidate.',
      '',
      `Open your workspace: ${input.dashboardLink}`,
    ].join('\n'),
  });
