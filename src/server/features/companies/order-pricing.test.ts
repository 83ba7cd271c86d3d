import { describe, expect, it } from 'vitest';
import { addOnById, planById } from '#shared/pricing/pricing.ts';
import { passThroughFor, plannedChecks, priceLines, toOrderSpec } from './order-pricing.ts';
import { sandboxFeeTable } from './pass-through-fees.ts';

describe('order pricing', () => {
  it('prices a plan with add-ons from the pricing module', () => {
    const spec = toOrderSpec({ package: 'gold', addOns: { mvr: 1, employment: 2 }, counties: [] });
    const lines = priceLines(spec);
    expect(lines).toEqual([
      { label: 'Gold package', quantity: 1, unitCents: planById('gold')?.priceCents, totalCents: 3500 },
      { label: 'MVR search', quantity: 1, unitCents: 850, totalCents: 850 },
      {
        label: 'Employment check',
        quantity: 2,
        unitCents: addOnById('employment')?.priceCents,
        totalCents: 2000,
      },
    ]);
  });

  it('reads camelCased add-on keys and turns each chosen county into a civil search', () => {
    const spec = toOrderSpec({
      package: 'bronze',
      addOns: { professionalLicense: 1 },
      counties: ['17031', '06037'],
    });
    expect(spec.addOns).toEqual({ professional_license: 1, county_civil: 2 });
    const civil = plannedChecks(spec).filter((check) => check.type === 'county_civil');
    expect(civil.map((check) => check.countyFips)).toEqual(['17031', '06037']);
  });

  it('rejects unknown add-ons and counties', () => {
    expect(() => toOrderSpec({ package: 'bronze', addOns: { teleport: 1 }, counties: [] })).toThrow(
      /Unknown add-on/,
    );
    expect(() => toOrderSpec({ package: 'bronze', addOns: {}, counties: ['46113'] })).toThrow(
      /Unknown county/,
    );
  });

  it('plans one check row per employer, school and county', () => {
    const checks = plannedChecks(toOrderSpec({ package: 'diamond', addOns: {}, counties: [] }));
    const count = (type: string) => checks.filter((check) => check.type === type).length;
    expect(count('employment')).toBe(2);
    expect(count('education')).toBe(1);
    expect(count('county_civil')).toBe(1);
    expect(count('county_criminal')).toBe(1);
    expect(count('ssn_trace')).toBe(1);
  });

  it('estimates pass-through fees as a range', () => {
    const bronze = passThroughFor(
      plannedChecks(toOrderSpec({ package: 'bronze', addOns: {}, counties: [] })),
      sandboxFeeTable,
    );
    expect(bronze).toEqual([0, 0]);
    const platinum = passThroughFor(
      plannedChecks(toOrderSpec({ package: 'platinum', addOns: {}, counties: [] })),
      sandboxFeeTable,
    );
    // One employer (29.95–120) and one school (10–50), plus up to three court fees of up to $95 (NY).
    expect(platinum).toEqual([2995 + 1000, 12000 + 5000 + 3 * 9500]);
  });
});
