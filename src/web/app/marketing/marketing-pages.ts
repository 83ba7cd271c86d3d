// The public pages: navigation titles, document titles and meta descriptions in one place, so the
// header, the footer, the client (usePageMeta) and the prerender script cannot disagree.
export type MarketingPage = {
  path: string;
  /** Navigation and link label. */
  title: string;
  eyebrow: string;
  /** One line used on cards that link to the page. */
  summary: string;
  /** <title> of the document. */
  metaTitle: string;
  /** <meta name="description">, about 150 characters. */
  description: string;
};

export const homePage: MarketingPage = {
  path: '/',
  title: 'Home',
  eyebrow: 'Verity',
  summary: 'Background checks for US employers.',
  metaTitle: 'Verity · Background checks for US employers',
  description:
    'Verity runs fast, FCRA-compliant background checks for US employers: criminal, identity, employment, education and driving records from $12 per applicant.',
};

export const marketingPages: MarketingPage[] = [
  {
    path: '/background-checks/criminal-background-check',
    eyebrow: 'Background checks',
    title: 'Criminal background checks',
    summary: 'National, county and federal searches, reviewed before they reach your report.',
    metaTitle: 'Criminal background checks · Verity',
    description:
      'National, county and federal criminal searches plus sex offender and global watch list checks, reviewed by people and delivered with FCRA-compliant notices.',
  },
  {
    path: '/background-checks/identity-verification',
    eyebrow: 'Background checks',
    title: 'Identity verification',
    summary: 'SSN trace, ID document and address checks that confirm a candidate is who they say.',
    metaTitle: 'Identity verification: SSN, ID and address checks · Verity',
    description:
      'Confirm a candidate’s identity with an SSN trace, driver’s license or passport check and address history, completed by the candidate on their phone in minutes.',
  },
  {
    path: '/background-checks/employment-verification',
    eyebrow: 'Background checks',
    title: 'Employment verification',
    summary: 'Confirm employers, job titles and dates worked, plus references and licenses.',
    metaTitle: 'Employment verification · Verity',
    description:
      'Verify past employers, job titles and dates worked, with optional professional reference and license checks. $10 per employer, pass-through fees at cost.',
  },
  {
    path: '/background-checks/education-verification/',
    eyebrow: 'Background checks',
    title: 'Education verification',
    summary: 'Confirm degrees, diplomas and attendance dates with the school.',
    metaTitle: 'Education verification · Verity',
    description:
      'Confirm degrees, diplomas, majors and attendance dates directly with US schools and their clearinghouses. $10 per school, with any school fee passed on at cost.',
  },
  {
    path: '/background-checks/civil-court-checks',
    eyebrow: 'Background checks',
    title: 'Civil court checks',
    summary: 'County and federal civil filings and judgments for roles where they matter.',
    metaTitle: 'Civil court record checks · Verity',
    description:
      'Search county and federal civil courts for lawsuits, judgments and restraining orders going back seven years or more, for finance, leadership and fiduciary roles.',
  },
  {
    path: '/background-checks/driver-and-motor-vehicle/',
    eyebrow: 'Background checks',
    title: 'Driver and motor vehicle records',
    summary: 'License status, class and violation history from state motor vehicle records.',
    metaTitle: 'Motor vehicle record (MVR) checks · Verity',
    description:
      'Check a driver’s license status, class, endorsements, suspensions and violations from the state motor vehicle record for $8.50, with optional continuous monitoring.',
  },
  {
    path: '/api-integrations',
    eyebrow: 'Product',
    title: 'API and integrations',
    summary: 'Order checks and receive results from your own systems with a REST API and webhooks.',
    metaTitle: 'Background check API and integrations · Verity',
    description:
      'Order background checks from your applicant tracking or HR system with the Verity REST API and webhooks. Most teams integrate in about four hours.',
  },
  {
    path: '/security',
    eyebrow: 'Product',
    title: 'Security',
    summary: 'Encryption, access control, audit trails and retention limits for candidate data.',
    metaTitle: 'Security and data protection · Verity',
    description:
      'How Verity protects candidate data: 256-bit encryption at rest and TLS in transit, role-based access, audit logs, retention limits and a 99.9% uptime target.',
  },
  {
    path: '/pricing',
    eyebrow: 'Pricing',
    title: 'Pricing',
    summary: 'Five packages from $12 per applicant. No setup fee, no contract, no subscription.',
    metaTitle: 'Pricing: background check packages from $12 · Verity',
    description:
      'Background check packages from $12 to $55 per applicant, with add-ons from $2.50. No setup fee, no contract and no subscription. Compare Bronze to Diamond.',
  },
  {
    path: '/passthrough-fee',
    eyebrow: 'Pricing',
    title: 'Pass-through fees',
    summary: 'Some schools and employers’ verifiers charge for records. We pass the fee on at cost.',
    metaTitle: 'Pass-through fees · Verity',
    description:
      'Some schools and employers’ verification services charge a fee to release records. See the current ranges for education and employment checks, passed on at cost.',
  },
  {
    path: '/industry/gig-economy',
    eyebrow: 'Industries',
    title: 'Background checks for the gig economy',
    summary: 'Screen large numbers of independent workers quickly without lowering the bar.',
    metaTitle: 'Background checks for gig economy platforms · Verity',
    description:
      'Onboard drivers, couriers and taskers quickly with identity, criminal and MVR checks completed on the phone, bulk ordering by API and continuous monitoring.',
  },
  {
    path: '/industry/staffing',
    eyebrow: 'Industries',
    title: 'Background checks for staffing agencies',
    summary: 'Place candidates faster with checks your clients accept.',
    metaTitle: 'Background checks for staffing agencies · Verity',
    description:
      'Staffing agencies use Verity to screen candidates for many clients at once: client-specific packages, bulk orders, fast county searches and per-applicant pricing.',
  },
  {
    path: '/industry/manufacturing/',
    eyebrow: 'Industries',
    title: 'Background checks for manufacturing',
    summary: 'Keep shop floors safe with checks sized for shift work and seasonal hiring.',
    metaTitle: 'Background checks for manufacturing · Verity',
    description:
      'Background checks for plant, warehouse and logistics roles: criminal, identity, MVR for equipment operators and employment history, fast enough for seasonal hiring.',
  },
  {
    path: '/industry/technology',
    eyebrow: 'Industries',
    title: 'Background checks for technology companies',
    summary: 'Verify the people who will hold the keys to your systems and your customers’ data.',
    metaTitle: 'Background checks for technology companies · Verity',
    description:
      'Screen engineers and staff with privileged access: identity, criminal, employment and education checks, integrated with your ATS through the Verity API.',
  },
  {
    path: '/industry/non-profit',
    eyebrow: 'Industries',
    title: 'Background checks for non-profits',
    summary: 'Screen staff and volunteers who work with the communities you serve.',
    metaTitle: 'Background checks for non-profits and volunteers · Verity',
    description:
      'Affordable background checks for non-profit staff and volunteers working with children, older adults and vulnerable people. Pay per applicant, no contract.',
  },
  {
    path: '/industry/healthcare',
    eyebrow: 'Industries',
    title: 'Background checks for healthcare',
    summary: 'License, sanction and criminal checks for clinical and support roles.',
    metaTitle: 'Background checks for healthcare employers · Verity',
    description:
      'Healthcare background checks: professional license verification, criminal and sex offender searches, watch lists and education checks for clinical and support staff.',
  },
  {
    path: '/industry/hospitality/',
    eyebrow: 'Industries',
    title: 'Background checks for hospitality',
    summary: 'Hire front-of-house and back-of-house staff in days, not weeks.',
    metaTitle: 'Background checks for hotels and restaurants · Verity',
    description:
      'Background checks for hotels, restaurants and venues: fast identity and criminal checks for high-volume, seasonal hiring, with candidates completing forms on their phones.',
  },
  {
    path: '/industry/retail/',
    eyebrow: 'Industries',
    title: 'Background checks for retail',
    summary: 'Fast, affordable checks for store teams, from peak season to year-round roles.',
    metaTitle: 'Background checks for retail employers · Verity',
    description:
      'Retail background checks for store associates, cash handlers and managers: identity, criminal and employment checks that keep up with peak-season hiring.',
  },
  {
    path: '/teams/human-resources/',
    eyebrow: 'Teams',
    title: 'For human resources teams',
    summary: 'One place for every check, consent form and adverse-action notice.',
    metaTitle: 'Background checks for HR teams · Verity',
    description:
      'Give HR one place for every background check, consent form and adverse-action notice, with role-based access, audit trails and FCRA workflows built in.',
  },
  {
    path: '/teams/talent-acquisition/',
    eyebrow: 'Teams',
    title: 'For talent acquisition teams',
    summary: 'Send a check with one link and keep candidates moving through your pipeline.',
    metaTitle: 'Background checks for talent acquisition teams · Verity',
    description:
      'Send a background check with one link, track every candidate’s progress and get most results in minutes, so offers go out before your candidates accept elsewhere.',
  },
  {
    path: '/terms-of-service',
    eyebrow: 'Legal',
    title: 'Terms of service',
    summary: 'The agreement between Verity and the employers who use it.',
    metaTitle: 'Terms of service · Verity',
    description:
      'The terms that govern use of the Verity background screening service: accounts, permissible purpose, FCRA duties, fees, liability, arbitration and privacy.',
  },
];

/** Every page the prerender script writes, home first. */
export const prerenderedPages: MarketingPage[] = [homePage, ...marketingPages];

const byPath = new Map(
  prerenderedPages.map((page) => [page.path.length > 1 ? page.path.replace(/\/$/, '') : page.path, page]),
);

/** The page registered for a path, in either trailing-slash form. */
export const marketingPageFor = (pathname: string): MarketingPage | undefined =>
  byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const checkPageLinks = marketingPages.filter((page) => page.path.startsWith('/background-checks/'));
export const productLinks = [
  ...checkPageLinks,
  ...marketingPages.filter((page) => ['/api-integrations', '/security'].includes(page.path)),
];
export const industryLinks = marketingPages.filter((page) => page.path.startsWith('/industry/'));
export const teamLinks = marketingPages.filter((page) => page.path.startsWith('/teams/'));

export const resourceLinks = [
  { path: '/pricing', title: 'Pricing' },
  { path: '/passthrough-fee', title: 'Pass-through fees' },
  { path: '/api-integrations', title: 'API documentation' },
  { path: '/security', title: 'Security' },
  { path: '/terms-of-service', title: 'Terms of service' },
];

/** Menu labels: the page title without the "Background checks for" prefix. */
export const menuLabel = (page: MarketingPage) =>
  page.title
    .replace(/^Background checks for (the )?/, '')
    .replace(/^For /, '')
    .replace(/^./, (c) => c.toUpperCase());

/** Sales contact (spec section 2: a mail link and a scheduling link). */
export const salesEmail = 'sales@verity.test';
export const salesMailto = `mailto:${salesEmail}?subject=${encodeURIComponent('Talk to Verity sales')}`;
export const pressEmail = 'press@verity.test';
