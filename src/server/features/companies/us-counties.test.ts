import { describe, expect, it } from 'vitest';
import { findCounty, searchCounties, usCounties } from './us-counties.ts';

describe('US counties', () => {
  it('covers the 50 states and DC with unique five-digit FIPS codes', () => {
    expect(new Set(usCounties.map((county) => county.state)).size).toBe(51);
    expect(new Set(usCounties.map((county) => county.fips)).size).toBe(usCounties.length);
    // The 2020 census: 3,143 counties and equivalents in the 50 states and DC (Connecticut by county).
    expect(usCounties.length).toBe(3143);
    expect(usCounties.every((county) => /^\d{5}$/.test(county.fips))).toBe(true);
  });

  it('applies the changes since 2010', () => {
    expect(findCounty('46113')).toBeNull();
    expect(findCounty('46102')).toMatchObject({
      name: 'Oglala Lakota County',
      state: 'SD',
      stateName: 'South Dakota',
    });
    expect(findCounty('02270')).toBeNull();
    expect(findCounty('02158')).toMatchObject({ name: 'Kusilvak Census Area', state: 'AK' });
    expect(findCounty('51515')).toBeNull();
    expect(findCounty('51019')).toMatchObject({ name: 'Bedford County', state: 'VA' });
    expect(findCounty('02195')?.name).toBe('Petersburg Borough');
    expect(findCounty('02105')?.name).toBe('Hoonah-Angoon Census Area');
    expect(findCounty('02230')?.name).toBe('Skagway Municipality');
    expect(findCounty('02198')?.name).toBe('Prince of Wales-Hyder Census Area');
    expect(findCounty('02275')?.name).toBe('Wrangell City and Borough');
    expect(findCounty('02261')).toBeNull();
    expect(findCounty('02063')?.name).toBe('Chugach Census Area');
    expect(findCounty('02066')?.name).toBe('Copper River Census Area');
    // Codes retired before 2010 are absent too.
    for (const fips of ['02201', '02232', '02280', '51560', '51780']) expect(findCounty(fips)).toBeNull();
  });

  it('searches by name, prefix first, optionally within a state', () => {
    const cook = searchCounties({ query: 'cook', limit: 20 });
    expect(cook[0]?.name.toLowerCase().startsWith('cook')).toBe(true);
    expect(cook.map((county) => county.fips)).toContain('17031');
    expect(searchCounties({ query: 'cook', state: 'IL', limit: 5 }).map((county) => county.fips)).toEqual([
      '17031',
    ]);
    expect(searchCounties({ query: 'oglala', limit: 5 }).map((county) => county.fips)).toEqual(['46102']);
    expect(searchCounties({ query: '', state: 'DE', limit: 10 })).toHaveLength(3);
  });
});
