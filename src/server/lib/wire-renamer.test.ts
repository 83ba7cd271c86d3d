import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { snakeizeKeys } from '#shared/lib/case-conversion.ts';
import { compileRenamer } from './wire-renamer.ts';

const wire = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.parse(value);
  return {
    compiled: JSON.stringify(compileRenamer(schema)(parsed)),
    generic: JSON.stringify(snakeizeKeys(parsed)),
  };
};

describe('compileRenamer', () => {
  const row = z.object({
    candidateId: z.string(),
    firstName: z.string().optional(),
    middleName: z.string().nullable(),
    invitationStage: z.enum(['invited', 'opened']),
    createdAt: z.date(),
    checks: z.array(z.object({ checkType: z.string(), updatedAt: z.string() })),
    countsByStatus: z.record(z.string(), z.number()),
    detail: z.union([z.object({ countyFips: z.string() }), z.string()]),
    extraInfo: z.looseObject({ someKey: z.string() }),
    lengthOfName: z.string().transform((value) => ({ nameLength: value.length })),
    nestedDefault: z.object({ pageSize: z.number() }).default({ pageSize: 20 }),
  });
  const sample = {
    candidateId: 'c-1',
    middleName: null,
    invitationStage: 'opened',
    createdAt: new Date('2026-11-21T10:00:00Z'),
    checks: [
      { checkType: 'mvr', updatedAt: '2026-11-21T10:00:00.000Z', leaked: 'x' },
      { checkType: 'ssn_trace', updatedAt: '2026-11-20T10:00:00.000Z' },
    ],
    countsByStatus: { UNABLE_TO_VERIFY: 2, inProgress: 1 },
    detail: { countyFips: '06075', secretField: 1 },
    extraInfo: { someKey: 'a', otherKey: 'b' },
    lengthOfName: 'Jordan',
    unknownTopLevel: 'dropped',
  };

  it('gives the same wire text as the generic renaming, key for key and in order', () => {
    const { compiled, generic } = wire(z.object({ success: z.literal(true), data: z.array(row) }), {
      success: true,
      data: [sample, { ...sample, firstName: 'Ana', checks: [] }],
    });
    expect(compiled).toBe(generic);
    const body = JSON.parse(compiled);
    expect(body.data[0]).toMatchObject({
      candidate_id: 'c-1',
      middle_name: null,
      invitation_stage: 'opened',
      created_at: '2026-11-21T10:00:00.000Z',
      checks: [{ check_type: 'mvr', updated_at: '2026-11-21T10:00:00.000Z' }, { check_type: 'ssn_trace' }],
      counts_by_status: { UNABLE_TO_VERIFY: 2, in_progress: 1 },
      extra_info: { some_key: 'a', other_key: 'b' },
      length_of_name: { name_length: 6 },
      nested_default: { page_size: 20 },
    });
    expect(body.data[0]).not.toHaveProperty('first_name');
    expect(body.data[1].first_name).toBe('Ana');
    expect(compiled).not.toContain('leaked');
    expect(compiled).not.toContain('unknown_top_level');
  });

  it('passes null, primitives and empty arrays through', () => {
    for (const [schema, value] of [
      [z.null(), null],
      [z.string(), 'text'],
      [z.array(row), []],
      [row.nullable(), null],
      [z.object({ items: z.array(z.number()) }), { items: [1, 2] }],
    ] as const) {
      const { compiled, generic } = wire(schema, value);
      expect(compiled).toBe(generic);
    }
  });

  it('stops at a recursive schema and renames the rest generically', () => {
    type Node = { nodeName: string; childNodes: Node[] };
    const node: z.ZodType<Node> = z.object({
      nodeName: z.string(),
      get childNodes() {
        return z.array(node);
      },
    });
    const tree = { nodeName: 'root', childNodes: [{ nodeName: 'leaf', childNodes: [] }] };
    const { compiled, generic } = wire(node, tree);
    expect(compiled).toBe(generic);
    expect(JSON.parse(compiled).child_nodes[0].node_name).toBe('leaf');
  });
});
