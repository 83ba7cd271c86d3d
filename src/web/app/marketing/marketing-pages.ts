// Titles and one-line summaries for the marketing placeholders; full content comes in a later issue.
export type MarketingPage = { path: string; title: string; eyebrow: string; summary: string };

export const marketingPages: MarketingPage[] = [
  {
    path: '/background-checks/education-verification/',
    eyebrow: 'Background checks',
    title: 'Education verification',
    summary: 'Confirm degrees, diplomas and attendance dates directly with US schools and clearinghouses.',
  },
  {
    path: '/background-checks/criminal-background-check',
    eyebrow: 'Background checks',
    title: 'Criminal background checks',
    summary: 'County, state and federal searches with reviewed results you can act on with confidence.',
  },
  {
    path: '/background-checks/civil-court-checks',
    eyebrow: 'Background checks',
    title: 'Civil court checks',
    summary: 'Find civil filings and judgments at county and federal level for roles where they matter.',
  },
  {
    path: '/background-checks/driver-and-motor-vehicle/',
    eyebrow: 'Background checks',
    title: 'Driver and motor vehicle records',
    summary: 'Licence status, class and violation history from state motor vehicle records.',
  },
  {
    path: '/background-checks/employment-verification',
    eyebrow: 'Background checks',
    title: 'Employment verification',
    summary: 'Confirm employers, job titles and dates so every hire starts on accurate information.',
  },
  {
    path: '/background-checks/identity-verification',
    eyebrow: 'Background checks',
    title: 'Identity verification',
    summary: 'SSN trace and identity questions that confirm a candidate is who they say they are.',
  },
  {
    path: '/api-integrations',
    eyebrow: 'Resources',
    title: 'API and integrations',
    summary:
      'Order checks and receive results from your own systems with a documented REST API and webhooks.',
  },
  {
    path: '/industry/gig-economy',
    eyebrow: 'Industries',
    title: 'Background checks for the gig economy',
    summary: 'Screen large numbers of independent workers quickly without lowering the bar.',
  },
  {
    path: '/industry/staffing',
    eyebrow: 'Industries',
    title: 'Background checks for staffing agencies',
    summary: 'Place candidates faster with checks that follow them from client to client.',
  },
  {
    path: '/industry/manufacturing/',
    eyebrow: 'Industries',
    title: 'Background checks for manufacturing',
    summary: 'Keep shop floors safe with checks sized for shift work and seasonal hiring.',
  },
  {
    path: '/industry/technology',
    eyebrow: 'Industries',
    title: 'Background checks for technology companies',
    summary: 'Verify the people who will hold the keys to your systems and your customers’ data.',
  },
  {
    path: '/industry/non-profit',
    eyebrow: 'Industries',
    title: 'Background checks for non-profits',
    summary: 'Screen staff and volunteers who work with the communities you serve, on a non-profit budget.',
  },
  {
    path: '/industry/healthcare',
    eyebrow: 'Industries',
    title: 'Background checks for healthcare',
    summary: 'Licence, sanction and criminal checks for clinical and support roles.',
  },
  {
    path: '/industry/hospitality/',
    eyebrow: 'Industries',
    title: 'Background checks for hospitality',
    summary: 'Hire front-of-house and back-of-house staff in days, not weeks.',
  },
  {
    path: '/industry/retail/',
    eyebrow: 'Industries',
    title: 'Background checks for retail',
    summary: 'Fast, affordable checks for store teams, from peak season to year-round roles.',
  },
  {
    path: '/teams/human-resources/',
    eyebrow: 'Teams',
    title: 'For human resources teams',
    summary: 'One place for every check, every consent form and every adverse-action notice.',
  },
  {
    path: '/teams/talent-acquisition/',
    eyebrow: 'Teams',
    title: 'For talent acquisition teams',
    summary: 'Send a check with one link and keep candidates moving through your pipeline.',
  },
  {
    path: '/security',
    eyebrow: 'Resources',
    title: 'Security at Verity',
    summary: 'How we protect candidate data: encryption, access control, audit trails and retention limits.',
  },
  {
    path: '/pricing',
    eyebrow: 'Pricing',
    title: 'Simple, per-check pricing',
    summary: 'Pay for the checks you order. No setup fee, no minimum volume, no contract.',
  },
  {
    path: '/terms-of-service',
    eyebrow: 'Legal',
    title: 'Terms of service',
    summary: 'The agreement between Verity and the employers who use it, including privacy commitments.',
  },
  {
    path: '/passthrough-fee',
    eyebrow: 'Pricing',
    title: 'Pass-through fees',
    summary: 'Some courts, schools and state agencies charge a fee for their records. We pass it on at cost.',
  },
];

export const productLinks = marketingPages.filter((page) => page.path.startsWith('/background-checks/'));
export const industryLinks = marketingPages.filter((page) => page.path.startsWith('/industry/'));
export const teamLinks = marketingPages.filter((page) => page.path.startsWith('/teams/'));

const shortLabel: Record<string, string> = {
  '/api-integrations': 'API and integrations',
  '/security': 'Security',
  '/pricing': 'Pricing',
  '/passthrough-fee': 'Pass-through fees',
};
export const resourceLinks = Object.entries(shortLabel).map(([path, title]) => ({ path, title }));

/** Menu labels: the page title without the "Background checks for" prefix. */
export const menuLabel = (page: MarketingPage) =>
  page.title
    .replace(/^Background checks for (the )?/, '')
    .replace(/^For /, '')
    .replace(/^./, (c) => c.toUpperCase());
