import type { PackageId } from '#shared/candidates/candidates.contract.ts';
import { camelCaseKey } from '#shared/lib/case-conversion.ts';
import {
  type AddOnId,
  addOnById,
  addOns,
  type CheckCode,
  checkNames,
  type Inclusion,
  passThroughFees,
  planById,
} from '#shared/pricing/pricing.ts';
import { badRequest } from '../../lib/app-error.ts';
import { courtFeeRange, type FeeTable, mvrFeeRange } from './pass-through-fees.ts';
import { findCounty } from './us-counties.ts';

/** What an employer orders for each candidate. Add-on ids are the pricing module's. */
export type OrderSpec = {
  package: PackageId;
  addOns: Partial<Record<AddOnId, number>>;
  counties: string[];
};

export type PlannedCheck = { type: CheckCode; countyFips: string | null; detail: string | null };

// Gold and up search every county of the 7-year address history, unknown until the SSN trace
// returns; the fee estimate assumes up to this many counties.
export const ESTIMATED_HISTORY_COUNTIES = 3;

const addOnIdByWireKey = new Map<string, AddOnId>(
  addOns.flatMap((addOn) => [
    [addOn.id, addOn.id],
    [camelCaseKey(addOn.id), addOn.id],
  ]),
);

/**
 * Reads the add-ons of a request (keys arrive camelCased by the wire format) into the pricing
 * module's ids, and checks every county code. Throws 400 naming the bad key.
 */
export const toOrderSpec = (input: {
  package: PackageId;
  addOns: Record<string, number>;
  counties: string[];
}): OrderSpec => {
  const spec: OrderSpec = { package: input.package, addOns: {}, counties: [...new Set(input.counties)] };
  for (const [key, quantity] of Object.entries(input.addOns)) {
    const id = addOnIdByWireKey.get(key);
    if (!id) {
      const message = `Unknown add-on "${key}". Choose from: ${addOns.map((addOn) => addOn.id).join(', ')}.`;
      throw badRequest(message, [{ field: `add_ons.${key}`, msg: message }]);
    }
    if (quantity > 0) spec.addOns[id] = (spec.addOns[id] ?? 0) + quantity;
  }
  for (const fips of spec.counties) {
    if (!findCounty(fips)) {
      const message = `Unknown county FIPS code ${fips}.`;
      throw badRequest(message, [{ field: 'counties', msg: message }]);
    }
  }
  // Each county chosen is one civil search, priced per county.
  const civil = Math.max(spec.addOns.county_civil ?? 0, spec.counties.length);
  if (civil > 0) spec.addOns.county_civil = civil;
  return spec;
};

const rowsFor = (type: CheckCode, inclusion: Inclusion): PlannedCheck[] => {
  if (inclusion === 'current-county')
    return [{ type, countyFips: null, detail: 'County of the current address' }];
  if (inclusion === 'all-counties')
    return [{ type, countyFips: null, detail: 'Every county of the 7-year address history' }];
  return Array.from({ length: inclusion }, () => ({ type, countyFips: null, detail: null }));
};

/** The checks an order creates, one row per county, employer, school, licence or reference. */
export const plannedChecks = (spec: OrderSpec): PlannedCheck[] => {
  const plan = planById(spec.package);
  if (!plan) throw badRequest(`Unknown package ${spec.package}`);
  const rows: PlannedCheck[] = [];
  for (const [type, inclusion] of Object.entries(plan.includes) as [CheckCode, Inclusion][]) {
    rows.push(...rowsFor(type, inclusion));
  }
  for (const [id, quantity = 0] of Object.entries(spec.addOns) as [AddOnId, number][]) {
    const addOn = addOnById(id);
    if (!addOn || quantity <= 0) continue;
    if (id === 'county_civil') {
      const counties = spec.counties.map((fips) => ({
        type: addOn.check,
        countyFips: fips,
        detail: null,
      }));
      rows.push(...counties, ...rowsFor(addOn.check, Math.max(0, quantity - counties.length)));
    } else {
      rows.push(...rowsFor(addOn.check, quantity));
    }
  }
  return rows;
};

const passThroughRange = (check: 'education' | 'employment'): [number, number] => {
  const fee = passThroughFees.find((entry) => entry.check === check && entry.country === 'United States');
  return fee ? [fee.minFeeCents, fee.maxFeeCents] : [0, 0];
};

/** Pass-through fees (courts, DMVs, verifiers) for one candidate's checks, as a [min, max] range. */
export const passThroughFor = (checks: PlannedCheck[], table: FeeTable): [number, number] => {
  let min = 0;
  let max = 0;
  const add = ([low, high]: [number, number], times = 1) => {
    min += low * times;
    max += high * times;
  };
  for (const check of checks) {
    if (check.type === 'employment' || check.type === 'education') add(passThroughRange(check.type));
    else if (check.type === 'mvr') add(mvrFeeRange(table, null));
    else if (check.type === 'county_criminal' || check.type === 'county_civil') {
      const state = check.countyFips ? (findCounty(check.countyFips)?.state ?? null) : null;
      const [low, high] = courtFeeRange(table, state);
      const historyCounties = check.detail?.startsWith('Every county') ? ESTIMATED_HISTORY_COUNTIES : 1;
      add([low, high * historyCounties]);
    }
  }
  return [min, max];
};

export type QuoteLine = { label: string; quantity: number; unitCents: number; totalCents: number };

/** The price lines of one candidate's order: the plan, then each add-on with its quantity. */
export const priceLines = (spec: OrderSpec): QuoteLine[] => {
  const plan = planById(spec.package);
  if (!plan) throw badRequest(`Unknown package ${spec.package}`);
  const lines: QuoteLine[] = [
    { label: `${plan.name} package`, quantity: 1, unitCents: plan.priceCents, totalCents: plan.priceCents },
  ];
  for (const addOn of addOns) {
    const quantity = spec.addOns[addOn.id] ?? 0;
    if (quantity > 0)
      lines.push({
        label: addOn.title,
        quantity,
        unitCents: addOn.priceCents,
        totalCents: addOn.priceCents * quantity,
      });
  }
  return lines;
};

export const checkLabel = (type: string) => checkNames[type as CheckCode] ?? type;
