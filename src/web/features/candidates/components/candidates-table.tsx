import { Anchor, Card, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CandidateRow } from '#shared/candidates/candidates.contract.ts';
import type { CandidateListParams } from '../api/candidates.ts';
import { formatDate } from './dates.ts';
import { RowActions } from './row-actions.tsx';
import { StageBadge, StatusBadge } from './status-badge.tsx';

type Sort = Pick<CandidateListParams, 'sort' | 'order'>;

const packageName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const num = { fontVariantNumeric: 'tabular-nums' } as const;

const SortHeader = ({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: Sort['sort'];
  sort: Sort | null;
  onSort: ((column: Sort['sort']) => void) | null;
}) => {
  if (!onSort) return <Table.Th>{label}</Table.Th>;
  const active = sort?.sort === column;
  const Icon = !active ? IconSelector : sort?.order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (sort?.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
};

/** Desktop: a table with a sticky header. Phones: one card per candidate. */
export const CandidatesTable = ({
  rows,
  sort,
  onSort,
  isPhone,
}: {
  rows: CandidateRow[];
  sort: Sort | null;
  onSort: ((column: Sort['sort']) => void) | null;
  isPhone: boolean;
}) => {
  if (isPhone)
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Candidates">
        {rows.map((row) => (
          <Card key={row.id} component="li" p="sm" withBorder>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/company/candidates/${row.id}`} fw={600} truncate>
                    {row.firstName} {row.lastName}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {row.email}
                  </Text>
                </Stack>
                <RowActions candidate={row} />
              </Group>
              <Group gap={6}>
                <StatusBadge status={row.status} />
                <StageBadge stage={row.invitationStage} />
              </Group>
              <Text size="xs" c="dimmed" style={num}>
                {packageName(row.package)} · created {formatDate(row.createdAt)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={860} maxHeight="calc(100vh - 320px)" type="native">
      <Table stickyHeader highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Candidates">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Candidate" column="name" sort={sort} onSort={onSort} />
            <SortHeader label="Status" column="status" sort={sort} onSort={onSort} />
            <Table.Th>Invitation</Table.Th>
            <Table.Th>Package</Table.Th>
            <SortHeader label="Created" column="created_at" sort={sort} onSort={onSort} />
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={`/company/candidates/${row.id}`} fw={600} fz="sm">
                  {row.firstName} {row.lastName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <StageBadge stage={row.invitationStage} />
              </Table.Td>
              <Table.Td>{packageName(row.package)}</Table.Td>
              <Table.Td style={num}>{formatDate(row.createdAt)}</Table.Td>
              <Table.Td>
                <RowActions candidate={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
