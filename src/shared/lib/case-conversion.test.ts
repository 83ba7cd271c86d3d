import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelCaseKey, camelizeKeys, snakeCaseKey, snakeizeKeys } from './case-conversion.ts';

describe('key conversion', () => {
  it.each([
    ['first_name', 'firstName'],
    ['email_verified_at', 'emailVerifiedAt'],
    ['address_line_2', 'addressLine2'],
    ['id', 'id'],
  ])('camelizes %s to %s', (snake, camel) => {
    expect(camelCaseKey(snake)).toBe(camel);
  });

  it.each([
    ['firstName', 'first_name'],
    ['emailVerifiedAt', 'email_verified_at'],
    ['addressLine2', 'address_line2'],
    ['userID', 'user_id'],
    ['parseHTTPResponse', 'parse_http_response'],
    ['id', 'id'],
  ])('snakeizes %s to %s', (camel, snake) => {
    expect(snakeCaseKey(camel)).toBe(snake);
  });
});

describe('camelizeKeys and snakeizeKeys', () => {
  it('converts nested objects and arrays of objects', () => {
    const wire = {
      company_id: 'c1',
      team_members: [{ first_name: 'Ana', last_login_at: null }, 'plain', 3],
      billing_address: { zip_code: '10001', geo_point: { lat_deg: 1 } },
    };
    const code = {
      companyId: 'c1',
      teamMembers: [{ firstName: 'Ana', lastLoginAt: null }, 'plain', 3],
      billingAddress: { zipCode: '10001', geoPoint: { latDeg: 1 } },
    };
    expect(camelizeKeys(wire)).toEqual(code);
    expect(snakeizeKeys(code)).toEqual(wire);
  });

  it('leaves Dates, class instances, strings and null untouched', () => {
    const createdAt = new Date('2026-11-21T10:00:00Z');
    const buffer = Buffer.from('x');
    const result = camelizeKeys<{ createdAt: Date; file: Buffer; note: string; gone: null }>({
      created_at: createdAt,
      file: buffer,
      note: 'snake_case_value',
      gone: null,
    });
    expect(result.createdAt).toBe(createdAt);
    expect(result.file).toBe(buffer);
    expect(result.note).toBe('snake_case_value');
    expect(result.gone).toBeNull();
    expect(snakeizeKeys({ whenDue: createdAt })).toEqual({ when_due: createdAt });
    expect(camelizeKeys('a_b')).toBe('a_b');
    expect(camelizeKeys(null)).toBeNull();
  });

  it('does not change its input', () => {
    const input = { first_name: 'A', nested_list: [{ inner_key: 1 }] };
    const copy = structuredClone(input);
    camelizeKeys(input);
    expect(input).toEqual(copy);
  });

  // Keys made of lowercase words of two or more characters survive a round trip both ways. (A
  // one-letter word does not: a_b_c -> aBC reads back as a_bc, since runs of capitals are acronyms.)
  const snakeKey = fc
    .array(fc.stringMatching(/^[a-z][a-z0-9]{1,6}$/), { minLength: 1, maxLength: 4 })
    .map((words) => words.join('_'))
    .filter((key) => !/_\d/.test(key));
  const wireValue = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(snakeKey, tie('value'), { maxKeys: 4 }),
    ),
  })).value;

  it('round-trips snake_case wire data through camelCase', () => {
    fc.assert(
      fc.property(wireValue, (value) => {
        expect(snakeizeKeys(camelizeKeys(value))).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips camelCase code data through snake_case', () => {
    const camelKey = snakeKey.map(camelCaseKey);
    fc.assert(
      fc.property(
        fc.dictionary(camelKey, fc.oneof(fc.string(), fc.array(fc.dictionary(camelKey, fc.integer())))),
        (value) => {
          expect(camelizeKeys(snakeizeKeys(value))).toEqual(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('constant keys', () => {
  it('leaves status-code map keys unchanged in both directions', () => {
    const counts = { countsByStatus: { UNABLE_TO_VERIFY: 2, NULL: 1, MVR: 3 } };
    expect(snakeizeKeys(counts)).toEqual({ counts_by_status: { UNABLE_TO_VERIFY: 2, NULL: 1, MVR: 3 } });
    expect(camelizeKeys({ counts_by_status: { UNABLE_TO_VERIFY: 2 } })).toEqual({
      countsByStatus: { UNABLE_TO_VERIFY: 2 },
    });
  });

  it('converts the keys of a parsed query string, which has no Object prototype', () => {
    const query = Object.create(Object.create(null)) as Record<string, string>;
    query.is_archived = 'true';
    expect(camelizeKeys(query)).toEqual({ isArchived: 'true' });
  });
});
