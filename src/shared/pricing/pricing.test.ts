import { describe, expect, it } from 'vitest';
import {
  addOns,
  featureRows,
  formatUsd,
  orderTotalCents,
  passThroughFees,
  planById,
  planIds,
  plans,
  recommendedPlan,
  startingPriceCents,
} from './pricing.ts';

describe('plans', () => {
  it('has the five plans at the spec prices, in order', () => {
    expect(plans.map((plan) => [plan.id, plan.priceCents])).toEqual([
      ['bronze', 1200],
      ['silver', 2500],
      ['gold', 3500],
      ['platinum', 4500],
      ['diamond', 5500],
    ]);
    expect(plans.map((plan) => plan.id)).toEqual([...planIds]);
    expect(startingPriceCents).toBe(1200);
  });

  it('marks Gold, and only Gold, as recommended', () => {
    expect(plans.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual(['gold']);
    expect(recommendedPlan.id).toBe('gold');
  });

  it('includes SSN trace, national criminal, sex offender and global watch list in every plan', () => {
    for (const plan of plans) {
      for (const check of ['ssn_trace', 'national_criminal', 'sex_offender', 'global_watchlist'] as const)
        expect(plan.includes[check], `${plan.id} ${check}`).toBe(1);
    }
  });

  it('matches the county, employment, education and civil columns of the spec table', () => {
    const shape = plans.map((plan) => ({
      id: plan.id,
      county: plan.includes.county_criminal,
      employment: plan.includes.employment,
      education: plan.includes.education,
      civil: plan.includes.county_civil,
    }));
    expect(shape).toEqual([
      { id: 'bronze', county: undefined, employment: undefined, education: undefined, civil: undefined },
      {
        id: 'silver',
        county: 'current-county',
        employment: undefined,
        education: undefined,
        civil: undefined,
      },
      { id: 'gold', county: 'all-counties', employment: undefined, education: undefined, civil: undefined },
      { id: 'platinum', county: 'all-counties', employment: 1, education: 1, civil: undefined },
      { id: 'diamond', county: 'all-counties', employment: 2, education: 1, civil: 'current-county' },
    ]);
  });

  it('looks plans up by id and rejects unknown ids', () => {
    expect(planById('diamond')?.includes.employment).toBe(2);
    expect(planById('titanium')).toBeUndefined();
  });
});

describe('feature rows', () => {
  it('derive their values from the plans: 0 = not included, 1 = included, text = a count', () => {
    const row = (check: string) => featureRows.find((candidate) => candidate.check === check)?.values;
    expect(row('ssn_trace')).toEqual({ bronze: 1, silver: 1, gold: 1, platinum: 1, diamond: 1 });
    expect(row('county_criminal')).toEqual({
      bronze: 0,
      silver: 'One county',
      gold: 'All counties',
      platinum: 'All counties',
      diamond: 'All counties',
    });
    expect(row('employment')).toEqual({
      bronze: 0,
      silver: 0,
      gold: 0,
      platinum: '1 employer',
      diamond: '2 employers',
    });
    expect(row('education')).toEqual({
      bronze: 0,
      silver: 0,
      gold: 0,
      platinum: '1 school',
      diamond: '1 school',
    });
    expect(row('county_civil')).toEqual({
      bronze: 0,
      silver: 0,
      gold: 0,
      platinum: 0,
      diamond: 'One county',
    });
  });

  it('each have a name, a tooltip and an internal link', () => {
    for (const row of featureRows) {
      expect(row.name.length).toBeGreaterThan(3);
      expect(row.tooltip.length).toBeGreaterThan(10);
      expect(row.link).toMatch(/^\/[a-z]/);
    }
  });
});

describe('add-ons and fees', () => {
  it('lists the six add-ons at the spec prices', () => {
    expect(Object.fromEntries(addOns.map((addOn) => [addOn.title, addOn.priceCents]))).toEqual({
      'MVR search': 850,
      'Professional license': 500,
      'Reference check': 250,
      'Employment check': 1000,
      'Civil search per county': 1000,
      'Education check': 1000,
    });
    for (const addOn of addOns) expect(addOn.description.length).toBeGreaterThan(20);
  });

  it('has the pass-through fee ranges of the spec', () => {
    expect(passThroughFees).toEqual([
      { check: 'education', country: 'United States', minFeeCents: 1000, maxFeeCents: 5000 },
      { check: 'employment', country: 'United States', minFeeCents: 2995, maxFeeCents: 12000 },
    ]);
    for (const fee of passThroughFees) expect(fee.minFeeCents).toBeLessThan(fee.maxFeeCents);
  });

  it('adds add-ons to a plan price', () => {
    expect(orderTotalCents('gold')).toBe(3500);
    expect(orderTotalCents('gold', { mvr: 1, employment: 2 })).toBe(3500 + 850 + 2000);
    expect(() => orderTotalCents('gold', { mvr: -1 })).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it('formats integer cents', () => {
    expect(formatUsd(1200)).toBe('$12');
    expect(formatUsd(850)).toBe('$8.50');
    expect(formatUsd(250)).toBe('$2.50');
    expect(formatUsd(2995, { prefix: 'US$' })).toBe('US$29.95');
    expect(formatUsd(1000, { prefix: 'US$', cents: 'always' })).toBe('US$10.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-500)).toBe('-$5');
    expect(formatUsd(0)).toBe('$0');
  });

  it('refuses fractional cents', () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
  });
});
