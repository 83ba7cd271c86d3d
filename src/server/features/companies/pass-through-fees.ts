import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Court and DMV pass-through fees by state, in cents. These are sandbox estimates until a real
 * vendor's fee schedule is loaded: put a JSON file of the same shape at DATA_DIR/pass-through-fees.json
 * ({ source, estimate, court: { XX: [min, max] }, mvr: { XX: [min, max] } }) to replace them.
 */
const range = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const feeTableSchema = z.object({
  source: z.string(),
  estimate: z.boolean(),
  court: z.record(z.string().length(2), range),
  mvr: z.record(z.string().length(2), range),
});
export type FeeTable = z.infer<typeof feeTableSchema>;

// Most county courts charge nothing for a public-terminal search; these states charge per search.
const courtFees: Record<string, [number, number]> = {
  AK: [0, 1500],
  CO: [0, 700],
  CT: [0, 2500],
  DE: [0, 500],
  GA: [0, 1500],
  HI: [0, 1000],
  IL: [0, 1000],
  IN: [0, 500],
  KY: [0, 2500],
  MD: [0, 500],
  MA: [0, 2500],
  MI: [0, 1500],
  MN: [0, 1500],
  MO: [0, 1000],
  NV: [0, 1000],
  NH: [0, 2500],
  NJ: [0, 1500],
  NY: [0, 9500],
  NC: [0, 500],
  OH: [0, 1000],
  OK: [0, 1500],
  OR: [0, 2500],
  PA: [0, 2200],
  SC: [0, 2500],
  SD: [0, 2000],
  TX: [0, 1000],
  UT: [0, 1000],
  VT: [0, 3000],
  VA: [0, 1000],
  WA: [0, 1000],
};
// DMV record fees vary from a couple of dollars to over $20 per record.
const mvrFees: Record<string, [number, number]> = {
  AL: [575, 575],
  AK: [1000, 1000],
  AZ: [300, 500],
  AR: [1000, 1000],
  CA: [200, 500],
  CO: [220, 220],
  CT: [2000, 2000],
  DE: [2500, 2500],
  DC: [1300, 1300],
  FL: [800, 1000],
  GA: [600, 800],
  HI: [1000, 1000],
  ID: [900, 900],
  IL: [1200, 1200],
  IN: [750, 750],
  IA: [880, 880],
  KS: [1670, 1670],
  KY: [550, 550],
  LA: [1600, 1600],
  ME: [700, 700],
  MD: [1200, 1200],
  MA: [800, 800],
  MI: [1200, 1200],
  MN: [500, 500],
  MS: [1400, 1400],
  MO: [300, 300],
  MT: [700, 700],
  NE: [300, 300],
  NV: [700, 700],
  NH: [1300, 1300],
  NJ: [1200, 1200],
  NM: [650, 650],
  NY: [700, 700],
  NC: [1075, 1075],
  ND: [300, 300],
  OH: [500, 500],
  OK: [2500, 2500],
  OR: [1050, 1050],
  PA: [1050, 1050],
  RI: [2000, 2000],
  SC: [725, 725],
  SD: [500, 500],
  TN: [700, 700],
  TX: [650, 650],
  UT: [900, 900],
  VT: [2000, 2000],
  VA: [800, 800],
  WA: [1300, 1300],
  WV: [1100, 1100],
  WI: [700, 700],
  WY: [500, 500],
};

export const sandboxFeeTable: FeeTable = {
  source: 'Sandbox estimate: replace with your vendor’s fee schedule',
  estimate: true,
  court: courtFees,
  mvr: mvrFees,
};

let cached: { dataDir: string; table: FeeTable } | null = null;

/** The fee table in force: DATA_DIR/pass-through-fees.json when present, else the sandbox table. */
export const feeTableFor = (dataDir: string): FeeTable => {
  if (cached?.dataDir === dataDir) return cached.table;
  const file = path.join(dataDir, 'pass-through-fees.json');
  const table = existsSync(file)
    ? feeTableSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : sandboxFeeTable;
  cached = { dataDir, table };
  return table;
};

const widest = (ranges: [number, number][]): [number, number] => [
  Math.min(...ranges.map(([min]) => min)),
  Math.max(...ranges.map(([, max]) => max)),
];

/** A court's fee range; an unknown county (found later from the address history) spans every state. */
export const courtFeeRange = (table: FeeTable, state: string | null): [number, number] =>
  (state ? table.court[state] : undefined) ??
  (state ? [0, 0] : widest([[0, 0], ...Object.values(table.court)]));

/** A DMV record fee range; an unknown state (the candidate's licence is not known yet) spans every state. */
export const mvrFeeRange = (table: FeeTable, state: string | null): [number, number] =>
  (state ? table.mvr[state] : undefined) ?? widest(Object.values(table.mvr));
