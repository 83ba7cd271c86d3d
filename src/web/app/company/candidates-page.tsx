import {
  Alert,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { invitationStages } from '#shared/candidates/candidates.contract.ts';
import { checkStatuses, checkStatusLabel } from '#shared/checks/check-status.ts';
import { type CandidateListParams, useCandidates } from '../../features/candidates/api/candidates.ts';
import { useCandidateSearch } from '../../features/candidates/api/search-candidates.ts';
import { CandidatesTable } from '../../features/candidates/components/candidates-table.tsx';
import { stageLabels } from '../../features/candidates/components/status-badge.tsx';

const PAGE_SIZE = 20;

// "All statuses" is a real choice rather than a placeholder, so the current filter always reads in
// full-contrast text.
const ALL = 'all';
const filterOptions = [
  { value: ALL, label: 'All statuses' },
  {
    group: 'Status',
    items: checkStatuses
      .filter((status) => status !== 'ARCHIVED')
      .map((status) => ({
        value: status,
        label: checkStatusLabel(status, { overall: true, audience: 'company' }),
      })),
  },
  {
    group: 'Invitation',
    items: invitationStages.map((stage) => ({ value: stage, label: stageLabels[stage] })),
  },
];

export const CandidatesPage = () => {
  useDocumentTitle('Candidates · Verity');
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const archived = params.get('tab') === 'archived';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = params.get('filter') ?? undefined;
  const sort = (params.get('sort') as CandidateListParams['sort'] | null) ?? 'created_at';
  const order = (params.get('order') as CandidateListParams['order'] | null) ?? 'desc';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const searching = debounced.length > 0;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const list = useCandidates(
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, filter, isArchived: archived, sort, order },
    !searching,
  );
  const found = useCandidateSearch(debounced, archived);
  const active = searching ? found : list;
  const rows = active.data?.rows ?? [];
  const total = active.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const onSort = (column: CandidateListParams['sort']) =>
    update({
      sort: column,
      order:
        sort === column && order === 'asc'
          ? 'desc'
          : column === 'created_at' && sort !== column
            ? 'desc'
            : 'asc',
    });

  const empty = !active.isPending && !active.isError && rows.length === 0;
  const nothingYet = empty && !searching && !filter && !archived;

  return (
    <Stack gap="md" maw={1280}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            Candidates
          </Title>
          <Text size="sm" c="dimmed">
            Everyone you have invited, with the status of their checks.
          </Text>
        </Stack>
        <Button component={Link} to="/company/candidates/invite" leftSection={<IconPlus size={18} />}>
          Invite candidates
        </Button>
      </Group>
      <Tabs
        value={archived ? 'archived' : 'active'}
        onChange={(tab) => update({ tab: tab === 'archived' ? 'archived' : null })}
      >
        <Tabs.List>
          <Tabs.Tab value="active">Active</Tabs.Tab>
          <Tabs.Tab value="archived">Archived</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label="Search candidates"
          placeholder="Search by name or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          size="sm"
          style={{ flex: '1 1 260px' }}
          type="search"
        />
        <Select
          aria-label="Filter by status"
          data={filterOptions}
          value={filter ?? ALL}
          onChange={(value) => update({ filter: value === ALL || value === null ? null : String(value) })}
          allowDeselect={false}
          size="sm"
          w={{ base: '100%', xs: 220 }}
          disabled={searching}
        />
        {isPhone ? (
          <Select
            aria-label="Sort by"
            data={[
              { value: 'created_at:desc', label: 'Newest first' },
              { value: 'created_at:asc', label: 'Oldest first' },
              { value: 'name:asc', label: 'Name A–Z' },
              { value: 'status:asc', label: 'Status' },
            ]}
            value={`${sort}:${order}`}
            onChange={(value) => {
              const [column, direction] = (value ?? 'created_at:desc').split(':');
              update({ sort: column ?? 'created_at', order: direction ?? 'desc' });
            }}
            allowDeselect={false}
            size="sm"
            w="100%"
            disabled={searching}
          />
        ) : null}
      </Group>
      {active.isError ? (
        <Alert color="red" title="The candidates could not be loaded">
          {active.error.message}
        </Alert>
      ) : active.isPending ? (
        <Stack gap="xs">
          {[1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} h={48} />
          ))}
        </Stack>
      ) : nothingYet ? (
        <Paper p="xl">
          <Center>
            <Stack align="center" gap="sm" maw={420} ta="center">
              <ThemeIcon size={48} radius="xl" variant="light">
                <IconUsers size={26} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                No candidates yet
              </Title>
              <Text size="sm" c="dimmed">
                Invite your first candidate: they get an e-mail, fill in their details and consent, and you
                see each check here as it completes.
              </Text>
              <Button component={Link} to="/company/candidates/invite" leftSection={<IconPlus size={18} />}>
                Invite a candidate
              </Button>
            </Stack>
          </Center>
        </Paper>
      ) : empty ? (
        <Paper p="lg">
          <Text size="sm" c="dimmed" ta="center">
            {searching
              ? `No ${archived ? 'archived ' : ''}candidate matches “${debounced}”.`
              : archived
                ? 'No archived candidates.'
                : 'No candidate has this status.'}
          </Text>
        </Paper>
      ) : (
        <Paper p={isPhone ? 0 : 'xs'} withBorder={!isPhone} bg={isPhone ? 'transparent' : undefined}>
          <CandidatesTable
            rows={rows}
            sort={searching ? null : { sort, order }}
            onSort={searching ? null : onSort}
            isPhone={isPhone}
          />
        </Paper>
      )}
      {!searching && total > PAGE_SIZE ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {(page - 1) * PAGE_SIZE + 1}–{Math.min(page * PAGE_SIZE, total)} of {total}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => update({ page: String(next) })}
            size="sm"
            siblings={isPhone ? 0 : 1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      ) : null}
      {searching && total > 0 ? (
        <Text size="sm" c="dimmed">
          {total} {total === 1 ? 'match' : 'matches'}
        </Text>
      ) : null}
    </Stack>
  );
};
