import { describe, expect, it } from 'vitest';
import { candidateInvitationEmail, candidateInvitationEmails } from './candidate-emails.tsx';

describe('invitation mail merge', () => {
  it('gives each recipient exactly what rendering them alone gives, escaping included', () => {
    const shared = { companyName: 'Bright & Sons <Hiring>', expiresAt: new Date('2026-11-28T12:00:00Z') };
    const recipients = [
      { firstName: 'Ann', link: 'https://verity.test/candidate/personal-details?token=a.b.c&x=1' },
      { firstName: `O'Brien "Bo" <b>&`, link: 'https://verity.test/candidate/personal-details?token=d"e' },
      { firstName: '$& $1 $$', link: 'https://verity.test/candidate/personal-details?token=f' },
    ];
    const merged = candidateInvitationEmails(shared, recipients);
    expect(merged).toHaveLength(3);
    recipients.forEach((recipient, index) => {
      expect(merged[index]).toEqual(candidateInvitationEmail({ ...shared, ...recipient }));
    });
    expect(merged[1]?.html).toContain('O&#x27;Brien &quot;Bo&quot; &lt;b&gt;&amp;');
    expect(merged[1]?.html).not.toContain('VerityMergeField');
  });
});
