// The public routes the marketing specs walk, with a fragment of each page's own h1.
export const marketingRoutes: { path: string; h1: RegExp }[] = [
  { path: '/', h1: /Background checks your hiring team/ },
  { path: '/background-checks/education-verification/', h1: /Education verification, confirmed/ },
  { path: '/background-checks/criminal-background-check', h1: /Criminal background checks, reviewed/ },
  { path: '/background-checks/civil-court-checks', h1: /Civil court checks for roles/ },
  { path: '/background-checks/driver-and-motor-vehicle/', h1: /Motor vehicle record checks/ },
  { path: '/background-checks/employment-verification', h1: /Employment verification: confirm/ },
  { path: '/background-checks/identity-verification', h1: /Identity verification that takes minutes/ },
  { path: '/api-integrations', h1: /Order background checks from the systems/ },
  { path: '/security', h1: /Security built for the most sensitive data/ },
  { path: '/pricing', h1: /Simple pricing: pay per applicant/ },
  { path: '/passthrough-fee', h1: /Pass-through access fees/ },
  { path: '/industry/gig-economy', h1: /keep up with the gig economy/ },
  { path: '/industry/staffing', h1: /staffing agencies that place people fast/ },
  { path: '/industry/manufacturing/', h1: /safe, fully staffed shop floors/ },
  { path: '/industry/technology', h1: /people who hold the keys/ },
  { path: '/industry/non-profit', h1: /non-profits and their volunteers/ },
  { path: '/industry/healthcare', h1: /healthcare teams patients can trust/ },
  { path: '/industry/hospitality/', h1: /hotels, restaurants and venues/ },
  { path: '/industry/retail/', h1: /retail teams, from peak season/ },
  { path: '/teams/human-resources/', h1: /One place for every check/ },
  { path: '/teams/talent-acquisition/', h1: /keep your pipeline moving/ },
  { path: '/terms-of-service', h1: /^Terms of service$/ },
];

export const notFoundHeading = 'The page you are trying to reach does not exist';

/** Both trailing-slash forms of a path. */
export const bothForms = (path: string) =>
  path === '/' ? ['/'] : [path.replace(/\/$/, ''), `${path.replace(/\/$/, '')}/`];
