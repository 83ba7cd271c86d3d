import { Alert, Divider, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFlask, IconInfoCircle } from '@tabler/icons-react';
import type { Quote } from '#shared/candidates/candidates.contract.ts';
import { formatCents, formatCentsRange } from './money.ts';

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const formatFees = (min: number, max: number) =>
  max === 0 ? 'none expected' : `+ ${formatCentsRange(min, max)}`;

/** Plan, add-ons, the per-candidate and whole-order totals and the pass-through fee range. */
export const QuoteSummary = ({
  quote,
  loading,
  error,
}: {
  quote: Quote | undefined;
  loading?: boolean;
  error?: string | null;
}) => {
  if (error)
    return (
      <Alert color="red" title="We could not price this order">
        {error}
      </Alert>
    );
  if (!quote)
    return (
      <Paper p="md">
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Pricing your order…</Text>
        </Group>
      </Paper>
    );
  const { passThrough } = quote;
  return (
    <Paper p="md" aria-label="Quote" aria-busy={loading} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md">
            Quote
          </Title>
          {loading ? <Loader size="xs" aria-label="Updating the quote" /> : null}
        </Group>
        <Table verticalSpacing={4} horizontalSpacing={0} withRowBorders={false} fz="sm">
          <Table.Tbody>
            {quote.lines.map((line) => (
              <Table.Tr key={line.label}>
                <Table.Td>
                  {line.label}
                  {line.quantity > 1 ? (
                    <Text span c="dimmed" size="xs" style={num}>
                      {' '}
                      × {line.quantity} at {formatCents(line.unitCents)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {formatCents(line.totalCents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Divider />
        <Group justify="space-between">
          <Text size="sm">Per candidate</Text>
          <Text size="sm" fw={600} style={num} data-testid="quote-per-candidate">
            {formatCents(quote.perCandidateCents)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">Candidates</Text>
          <Text size="sm" style={num}>
            × {quote.candidates}
          </Text>
        </Group>
        <Group justify="space-between" align="baseline">
          <Text fw={700}>Order total</Text>
          <Text fw={700} fz="lg" style={num} data-testid="quote-total">
            {formatCents(quote.totalCents)}
          </Text>
        </Group>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Estimated pass-through fees{passThrough.estimate ? ' (sandbox estimate)' : ''}
          </Text>
          <Text size="xs" c="dimmed">
            Charged at cost by courts, DMVs and verifiers, on top of the total, only when they charge.
          </Text>
          <Group justify="space-between">
            <Text size="sm">Per candidate</Text>
            <Text size="sm" style={num} data-testid="quote-pass-through-candidate">
              {formatFees(quote.passThroughPerCandidate.minCents, quote.passThroughPerCandidate.maxCents)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">Whole order</Text>
            <Text size="sm" style={num} data-testid="quote-pass-through-order">
              {formatFees(passThrough.minCents, passThrough.maxCents)}
            </Text>
          </Group>
        </Stack>
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={700}>Charged now</Text>
          <Text fw={700} style={num} data-testid="quote-charge">
            {formatCents(quote.chargeCents)}
          </Text>
        </Group>
        {quote.demoMode ? (
          <Alert color="accent" variant="light" icon={<IconFlask />} p="xs">
            <Text size="sm" fw={600}>
              No charge in demo mode.
            </Text>
            <Text size="xs">Orders run in the sandbox; neither the total nor any fee is billed.</Text>
          </Alert>
        ) : (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Text size="xs" c="dimmed">
              Prices are per candidate. You are charged when you confirm; fees follow when they are incurred.
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
