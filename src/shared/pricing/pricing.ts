// The one source of plans, add-ons and pass-through fees (spec section 9, DOMAIN.md section 2).
// The pricing page and the ordering code both read from here, so a price is never typed twice.
// Money is integer US cents; format it with formatUsd only at the edge.

export type Cents = number;

/** Check codes as DOMAIN.md section 2 names them. */
export const checkCodes = [
  'ssn_trace',
  'identity',
  'national_criminal',
  'sex_offender',
  'global_watchlist',
  'county_criminal',
  'federal_criminal',
  'county_civil',
  'federal_civil',
  'employment',
  'education',
  'professional_license',
  'professional_reference',
  'mvr',
] as const;
export type CheckCode = (typeof checkCodes)[number];

/**
 * How much of a check a plan includes: a number of rows (employers, schools, counties), or, for
 * county searches, 'current-county' (the current address) or 'all-counties' (every county in the
 * 7-year address history).
 */
export type Inclusion = number | 'current-county' | 'all-counties';

export const planIds = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type PlanId = (typeof planIds)[number];

export type Plan = {
  id: PlanId;
  name: string;
  priceCents: Cents;
  recommended: boolean;
  summary: string;
  /** Checks in the plan; a check not listed is not included. */
  includes: Partial<Record<CheckCode, Inclusion>>;
};

/** Every plan runs these (spec section 9 plus the identity check DOMAIN.md adds to every package). */
export const baseChecks: Partial<Record<CheckCode, Inclusion>> = {
  ssn_trace: 1,
  identity: 1,
  national_criminal: 1,
  sex_offender: 1,
  global_watchlist: 1,
};

export const plans: readonly Plan[] = [
  {
    id: 'bronze',
    name: 'Bronze',
    priceCents: 1200,
    recommended: false,
    summary: 'Identity, SSN trace and national database searches for lower-risk roles.',
    includes: { ...baseChecks },
  },
  {
    id: 'silver',
    name: 'Silver',
    priceCents: 2500,
    recommended: false,
    summary: 'Adds a county criminal search where the candidate lives today.',
    includes: { ...baseChecks, county_criminal: 'current-county' },
  },
  {
    id: 'gold',
    name: 'Gold',
    priceCents: 3500,
    recommended: true,
    summary: 'Searches every county the candidate has lived in over the last seven years.',
    includes: { ...baseChecks, county_criminal: 'all-counties' },
  },
  {
    id: 'platinum',
    name: 'Platinum',
    priceCents: 4500,
    recommended: false,
    summary: 'Gold plus one employment and one education verification.',
    includes: { ...baseChecks, county_criminal: 'all-counties', employment: 1, education: 1 },
  },
  {
    id: 'diamond',
    name: 'Diamond',
    priceCents: 5500,
    recommended: false,
    summary: 'Our most complete package: two employers, one school and a county civil search.',
    includes: {
      ...baseChecks,
      county_criminal: 'all-counties',
      employment: 2,
      education: 1,
      county_civil: 'current-county',
    },
  },
];

const planMap = new Map<string, Plan>(plans.map((plan) => [plan.id, plan]));

/** The plan with this id, or undefined for an unknown id (ids arrive from URLs and requests). */
export const planById = (id: string): Plan | undefined => planMap.get(id);

export const isPlanId = (id: string): id is PlanId => planMap.has(id);

export const recommendedPlan = plans.find((plan) => plan.recommended) as Plan;

/** How the check names read on the pricing page and in order summaries. */
export const checkNames: Record<CheckCode, string> = {
  ssn_trace: 'SSN verification and address history',
  identity: 'ID document verification',
  national_criminal: 'National criminal search',
  sex_offender: 'Sex offender registry search',
  global_watchlist: 'Global watch list search',
  county_criminal: 'County criminal search',
  federal_criminal: 'Federal criminal search',
  county_civil: 'County civil search',
  federal_civil: 'Federal civil search',
  employment: 'Employment verification',
  education: 'Education verification',
  professional_license: 'Professional license verification',
  professional_reference: 'Professional reference check',
  mvr: 'Motor vehicle record (MVR)',
};

/** A plan table value: 0 = not included, 1 = included, text = a count or scope. */
export type FeatureValue = 0 | 1 | string;

export type FeatureRow = {
  check: CheckCode;
  name: string;
  tooltip: string;
  link: string;
  values: Record<PlanId, FeatureValue>;
};

const rowDetails: { check: CheckCode; tooltip: string; link: string }[] = [
  {
    check: 'ssn_trace',
    tooltip: 'Confirms the SSN belongs to the candidate and lists the addresses linked to it.',
    link: '/background-checks/identity-verification',
  },
  {
    check: 'identity',
    tooltip: 'The candidate photographs a driver’s license or passport; we match it to the person.',
    link: '/background-checks/identity-verification',
  },
  {
    check: 'national_criminal',
    tooltip: 'A multi-state database of court, corrections and arrest records, confirmed at source.',
    link: '/background-checks/criminal-background-check',
  },
  {
    check: 'sex_offender',
    tooltip: 'Searches the public sex offender registries of every US state and territory.',
    link: '/background-checks/criminal-background-check',
  },
  {
    check: 'global_watchlist',
    tooltip: 'OFAC and other US and international sanctions and watch lists.',
    link: '/background-checks/criminal-background-check',
  },
  {
    check: 'county_criminal',
    tooltip: 'Court records searched directly in county courts, going back seven years.',
    link: '/background-checks/criminal-background-check',
  },
  {
    check: 'employment',
    tooltip: 'Confirms employer, job title and dates of employment with past employers.',
    link: '/background-checks/employment-verification',
  },
  {
    check: 'education',
    tooltip: 'Confirms a degree or diploma and attendance dates with the school.',
    link: '/background-checks/education-verification/',
  },
  {
    check: 'county_civil',
    tooltip: 'Civil filings and judgments, such as lawsuits and restraining orders, in a county court.',
    link: '/background-checks/civil-court-checks',
  },
];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** How one inclusion reads in the plan table. */
export const featureValue = (check: CheckCode, inclusion: Inclusion | undefined): FeatureValue => {
  if (inclusion === undefined) return 0;
  if (inclusion === 'current-county') return 'One county';
  if (inclusion === 'all-counties') return 'All counties';
  if (check === 'employment') return plural(inclusion, 'employer');
  if (check === 'education') return plural(inclusion, 'school');
  return inclusion === 1 ? 1 : String(inclusion);
};

/** The plan table rows, derived from the plans so the table cannot disagree with what is ordered. */
export const featureRows: readonly FeatureRow[] = rowDetails.map(({ check, tooltip, link }) => ({
  check,
  name: checkNames[check],
  tooltip,
  link,
  values: Object.fromEntries(
    plans.map((plan) => [plan.id, featureValue(check, plan.includes[check])]),
  ) as Record<PlanId, FeatureValue>,
}));

export type AddOnId =
  | 'mvr'
  | 'professional_license'
  | 'reference'
  | 'employment'
  | 'county_civil'
  | 'education';

export type AddOn = {
  id: AddOnId;
  check: CheckCode;
  title: string;
  description: string;
  link: string;
  /** Price per applicant, and per unit where the title names one (employer, school, county). */
  priceCents: Cents;
  unit: string;
};

export const addOns: readonly AddOn[] = [
  {
    id: 'mvr',
    check: 'mvr',
    title: 'MVR search',
    description:
      'License status, class, endorsements, suspensions and violations from the state motor vehicle record. Essential for anyone who drives for work.',
    link: '/background-checks/driver-and-motor-vehicle/',
    priceCents: 850,
    unit: 'applicant',
  },
  {
    id: 'professional_license',
    check: 'professional_license',
    title: 'Professional license',
    description:
      'Confirms a license is real, current and in good standing with the issuing board, with any disciplinary actions on record.',
    link: '/background-checks/employment-verification',
    priceCents: 500,
    unit: 'license',
  },
  {
    id: 'reference',
    check: 'professional_reference',
    title: 'Reference check',
    description:
      'The reference answers a short questionnaire online; you get their answers in the report, word for word.',
    link: '/background-checks/employment-verification',
    priceCents: 250,
    unit: 'reference',
  },
  {
    id: 'employment',
    check: 'employment',
    title: 'Employment check',
    description:
      'One employer each: confirms the employer, job title and dates worked. Add as many as the role calls for.',
    link: '/background-checks/employment-verification',
    priceCents: 1000,
    unit: 'employer',
  },
  {
    id: 'county_civil',
    check: 'county_civil',
    title: 'Civil search per county',
    description:
      'Lawsuits, judgments and restraining orders filed in a county civil court, seven years back. Priced per county searched.',
    link: '/background-checks/civil-court-checks',
    priceCents: 1000,
    unit: 'county',
  },
  {
    id: 'education',
    check: 'education',
    title: 'Education check',
    description:
      'One school each: confirms the degree or diploma, major and attendance dates with the school or its clearinghouse.',
    link: '/background-checks/education-verification/',
    priceCents: 1000,
    unit: 'school',
  },
];

export const addOnById = (id: string): AddOn | undefined => addOns.find((addOn) => addOn.id === id);

export type PassThroughFee = {
  check: 'education' | 'employment';
  country: string;
  minFeeCents: Cents;
  maxFeeCents: Cents;
};

/** Fees some schools and employers' verifiers charge; passed on at cost on top of the plan price. */
export const passThroughFees: readonly PassThroughFee[] = [
  { check: 'education', country: 'United States', minFeeCents: 1000, maxFeeCents: 5000 },
  { check: 'employment', country: 'United States', minFeeCents: 2995, maxFeeCents: 12000 },
];

/** The lowest plan price, for "checks start at" copy. */
export const startingPriceCents: Cents = Math.min(...plans.map((plan) => plan.priceCents));

export type FormatUsdOptions = {
  /** 'auto' drops ".00" on whole dollars ($12); 'always' keeps it ($12.00). */
  cents?: 'auto' | 'always';
  /** "US$" where the currency must be explicit, as in the fee table. */
  prefix?: '$' | 'US$';
};

/** Formats integer cents as US dollars: 1200 → "$12", 850 → "$8.50", 2995 → "$29.95". */
export const formatUsd = (cents: Cents, options: FormatUsdOptions = {}): string => {
  if (!Number.isInteger(cents)) throw new RangeError(`formatUsd expects integer cents, got ${cents}`);
  const { cents: centsMode = 'auto', prefix = '$' } = options;
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = absolute % 100;
  const fraction = rest === 0 && centsMode === 'auto' ? '' : `.${rest.toString().padStart(2, '0')}`;
  return `${sign}${prefix}${dollars}${fraction}`;
};

/** The price of a plan plus add-ons (each with a quantity), in cents, before pass-through fees. */
export const orderTotalCents = (planId: PlanId, extras: Partial<Record<AddOnId, number>> = {}): Cents => {
  const plan = planById(planId);
  if (!plan) throw new RangeError(`Unknown plan ${planId}`);
  return Object.entries(extras).reduce((total, [id, quantity = 0]) => {
    const addOn = addOnById(id);
    if (!addOn) throw new RangeError(`Unknown add-on ${id}`);
    if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Bad quantity for ${id}`);
    return total + addOn.priceCents * quantity;
  }, plan.priceCents);
};
