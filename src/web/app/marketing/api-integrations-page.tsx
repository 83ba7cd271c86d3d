import {
  IconBolt,
  IconCode,
  IconKey,
  IconPlugConnected,
  IconTestPipe,
  IconWebhook,
} from '@tabler/icons-react';
import { ApiArt } from './illustrations.tsx';
import { salesMailto } from './marketing-pages.ts';
import {
  ButtonLink,
  Cards,
  ClosingCta,
  Faq,
  GetStarted,
  Hero,
  Numbered,
  Section,
  Split,
  styles as s,
  usePageMeta,
} from './ui.tsx';

const sample = `POST /api/employee/invite
Authorization: Bearer <your API key>
Idempotency-Key: 6c1f0e4e-3b1a-4f7e-9a51-2f0d9c1e7b42
Content-Type: application/json

{
  "package": "bronze",
  "email_list": ["jordan.lee@example.com"],
  "employee_details": [
    { "email": "jordan.lee@example.com", "first_name": "Jordan", "last_name": "Lee" }
  ],
  "addOns": { "MVR": true }
}`;

const ApiIntegrationsPage = () => {
  usePageMeta();
  return (
    <>
      <Hero
        eyebrow="API and integrations"
        title="Order background checks from the systems you already use"
        lead="A documented REST API and webhooks connect Verity to your applicant tracking system, HRIS or onboarding app. Most teams go from API key to first live order in about four hours."
        actions={
          <>
            <GetStarted size="lg" />
            <ButtonLink to={salesMailto} variant="outline" size="lg">
              Talk to an integration engineer
            </ButtonLink>
          </>
        }
        art={<ApiArt />}
      />
      <Section title="What you can do with the API">
        <Cards
          items={[
            {
              icon: IconCode,
              title: 'Create orders',
              text: 'Send a candidate and a package; the candidate gets their invitation straight away.',
            },
            {
              icon: IconWebhook,
              title: 'Webhooks',
              text: 'Get a signed callback when a check completes, a candidate acts, or a report is ready.',
            },
            {
              icon: IconBolt,
              title: 'Bulk verification',
              text: 'Order hundreds of checks in one call for seasonal hiring or re-screening.',
            },
            {
              icon: IconPlugConnected,
              title: 'Report links',
              text: 'Show status in your ATS and link to the full report for people allowed to see it.',
            },
            {
              icon: IconKey,
              title: 'Scoped API keys',
              text: 'Keys per environment, revocable at any time, with every call logged.',
            },
            {
              icon: IconTestPipe,
              title: 'Sandbox',
              text: 'A test mode that returns every outcome on purpose, so you can build against real responses.',
            },
          ]}
        />
      </Section>
      <Section tone="tint" title="One request to start a check">
        <Split>
          <figure style={{ margin: 0 }}>
            <figcaption className={s.visuallyHidden}>Example API request (illustrative)</figcaption>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the sample scrolls sideways on phones */}
            <pre className={s.code} tabIndex={0}>
              <code>{sample}</code>
            </pre>
          </figure>
          <div>
            <p className={s.intro} style={{ marginTop: 0 }}>
              Requests and responses are JSON. Every response has the same envelope, errors come with a
              readable message, and the OpenAPI document describes every field.
            </p>
            <div className={s.actions}>
              <a href="/api/openapi.json" className={`${s.btn} ${s.btnPrimary}`}>
                OpenAPI document
              </a>
            </div>
          </div>
        </Split>
      </Section>
      <Section title="From key to live in about four hours">
        <Numbered
          items={[
            { title: 'Create a key', text: 'Company owners and admins create API keys in settings.' },
            {
              title: 'Build in the sandbox',
              text: 'Test candidates produce clear results, records, and every other outcome.',
            },
            {
              title: 'Subscribe to webhooks',
              text: 'Point us at an HTTPS endpoint and verify our signature on each call.',
            },
            {
              title: 'Go live',
              text: 'Switch to a live key. Orders appear in your dashboard as well as in your system.',
            },
          ]}
        />
      </Section>
      <Section tone="tint" title="Integration questions">
        <Faq
          items={[
            {
              q: 'Does the API cost extra?',
              a: 'No. You pay the same per-applicant price whether you order in the dashboard or through the API.',
            },
            {
              q: 'Do you connect to my ATS?',
              a: 'If your ATS supports custom integrations or webhooks, yes. Contact sales and we will tell you what your system needs.',
            },
            {
              q: 'How do candidates give consent when I order by API?',
              a: 'Exactly as in the dashboard: the candidate reads the disclosure and signs in the Verity candidate portal before any check runs.',
            },
          ]}
        />
      </Section>
      <ClosingCta />
    </>
  );
};

export default ApiIntegrationsPage;
