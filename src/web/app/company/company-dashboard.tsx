import {
  Alert,
  Anchor,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle, useIntersection } from '@mantine/hooks';
import { IconActivity, IconChartAreaLine, IconPlus, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { type CheckStatus, checkStatuses } from '#shared/checks/check-status.ts';
import { useProfile } from '../../features/accounts/api/profile.ts';
import { useActivityFeed } from '../../features/candidates/api/activity.ts';
import { formatDate, formatDateTime } from '../../features/candidates/components/dates.ts';
import { StageBadge, StatusBadge } from '../../features/candidates/components/status-badge.tsx';
import { useCompany } from '../../features/companies/api/company.ts';
import { useDashboard } from '../../features/companies/api/dashboard.ts';
import { DemoBanner } from '../../features/companies/components/demo-banner.tsx';
import { ORDERS_CHART_HEIGHT } from '../../features/companies/components/orders-chart-height.ts';
import { retryImport } from '../lazy-with-retry.ts';

// The chart library (recharts) is most of the company area's weight; only the dashboard needs it,
// so it arrives after the page, behind a placeholder of the chart's height (no layout shift).
const loadOrdersChart = () =>
  retryImport(() => import('../../features/companies/components/orders-chart.tsx'));
// After the retries, say so in the chart's place instead of failing the whole dashboard.
const ChartUnavailable = () => (
  <Center h={ORDERS_CHART_HEIGHT}>
    <Text size="sm" c="dimmed">
      The chart could not be loaded. Reload the page to try again.
    </Text>
  </Center>
);
const OrdersChart = lazy(() => loadOrdersChart().catch(() => ({ default: ChartUnavailable })));

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const shownStatuses = checkStatuses.filter((status) => status !== 'ARCHIVED');

const EmptyHint = ({ icon: Icon, title, text }: { icon: typeof IconUsers; title: string; text: string }) => (
  <Center py="lg">
    <Stack align="center" gap={6} maw={360} ta="center">
      <ThemeIcon size={40} radius="xl" variant="light" color="gray">
        <Icon size={22} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  </Center>
);

const ActivityFeed = () => {
  const feed = useActivityFeed();
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const items = feed.data?.pages.flatMap((page) => page.rows) ?? [];
  if (feed.isPending) return <Skeleton h={120} />;
  if (feed.isError)
    return (
      <Text size="sm" c="red.9">
        {feed.error.message}
      </Text>
    );
  if (items.length === 0)
    return (
      <EmptyHint
        icon={IconActivity}
        title="No activity yet"
        text="Invitations sent, opened and submitted, and every check result, are listed here."
      />
    );
  return (
    <Stack
      gap={0}
      component="ol"
      p={0}
      m={0}
      mah={640}
      style={{ listStyle: 'none', overflowY: 'auto' }}
      aria-label="Recent activity"
      tabIndex={0}
    >
      {items.map((item) => (
        <Group
          key={item.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py={8}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          align="flex-start"
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">
              {item.candidateId ? (
                <Anchor component={Link} to={`/company/candidates/${item.candidateId}`} inherit>
                  {item.text}
                </Anchor>
              ) : (
                item.text
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {item.actor}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed" style={{ ...num, whiteSpace: 'nowrap' }}>
            {formatDateTime(item.createdAt)}
          </Text>
        </Group>
      ))}
      <li ref={ref} aria-hidden style={{ height: 1 }} />
      {isFetchingNextPage ? (
        <Center py="sm">
          <Loader size="xs" />
        </Center>
      ) : null}
    </Stack>
  );
};

export const CompanyDashboard = () => {
  useDocumentTitle('Dashboard · Verity');
  const profile = useProfile();
  const company = useCompany();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const total = data ? Object.values(data.countsByStatus).reduce((sum, value) => sum + value, 0) : 0;
  const series = (data?.series ?? []).map((point) => ({ ...point, day: dayjs(point.date).format('DD-MM') }));
  const hasSeries = series.some((point) => point.orders > 0 || point.completions > 0);
  const demoMode = company.data?.demoMode ?? data?.demoMode ?? profile.data?.company?.demoMode ?? false;
  // Fetch the chart code while the numbers load rather than after them; a failure shows on render.
  useEffect(() => {
    loadOrdersChart().catch(() => undefined);
  }, []);

  return (
    <Stack gap="lg" maw={1280}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Dashboard
          </Title>
          <Text c="dimmed" size="sm">
            Welcome back{profile.data?.firstName ? `, ${profile.data.firstName}` : ''}.
            {company.data?.name ? ` Here is what is happening at ${company.data.name}.` : ''}
          </Text>
        </Stack>
        <Button component={Link} to="/company/candidates/invite" leftSection={<IconPlus size={18} />}>
          Invite candidates
        </Button>
      </Group>
      <DemoBanner company={company.data ?? { demoMode }} />
      {dashboard.isError ? (
        <Alert color="red" title="The dashboard could not be loaded">
          {dashboard.error.message}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {shownStatuses.map((status: CheckStatus) => (
          <Paper
            key={status}
            p="sm"
            component={Link}
            to={`/company/candidates?filter=${status}`}
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Stack gap={6}>
              <StatusBadge status={status} size="sm" />
              {data ? (
                <Text
                  fz={26}
                  fw={700}
                  style={num}
                  aria-label={`${data.countsByStatus[status] ?? 0} candidates`}
                >
                  {data.countsByStatus[status] ?? 0}
                </Text>
              ) : (
                <Skeleton h={32} w={48} />
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {data && total === 0 ? (
        <Paper p="xl">
          <Center>
            <Stack align="center" gap="sm" maw={460} ta="center">
              <ThemeIcon size={48} radius="xl" variant="light">
                <IconUsers size={26} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                Order your first check
              </Title>
              <Text size="sm" c="dimmed">
                Invite a candidate: pick a package, see the quote, and send.{' '}
                {demoMode ? 'In demo mode nothing is charged.' : ''}
              </Text>
              <Button component={Link} to="/company/candidates/invite" leftSection={<IconPlus size={18} />}>
                Invite a candidate
              </Button>
            </Stack>
          </Center>
        </Paper>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Paper p="md">
              <Stack gap="sm">
                <Title order={2} fz="md">
                  Orders and completions, last 30 days
                </Title>
                {!data ? (
                  <Skeleton h={ORDERS_CHART_HEIGHT} />
                ) : hasSeries ? (
                  <Suspense fallback={<Skeleton h={ORDERS_CHART_HEIGHT} />}>
                    <OrdersChart data={series} />
                  </Suspense>
                ) : (
                  <EmptyHint
                    icon={IconChartAreaLine}
                    title="Nothing to chart yet"
                    text="Orders and completed reports appear here day by day once you invite candidates."
                  />
                )}
              </Stack>
            </Paper>
            <Paper p="md">
              <Stack gap="sm">
                <Title order={2} fz="md">
                  Needs your attention
                </Title>
                {!data ? (
                  <Skeleton h={80} />
                ) : data.needsAttention.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Nothing needs you right now. Rejected checks, exceptions and expired invitations show up
                    here.
                  </Text>
                ) : (
                  data.needsAttention.map((row) => (
                    <Group
                      key={row.id}
                      justify="space-between"
                      wrap="wrap"
                      gap="xs"
                      py={4}
                      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                    >
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Anchor component={Link} to={`/company/candidates/${row.id}`} fw={600} size="sm">
                          {row.firstName} {row.lastName}
                        </Anchor>
                        <Text size="xs" c="dimmed" style={num}>
                          {row.email} · {formatDate(row.updatedAt)}
                        </Text>
                      </Stack>
                      <Group gap={6}>
                        <StatusBadge status={row.status} size="sm" />
                        <StageBadge stage={row.invitationStage} size="sm" />
                      </Group>
                    </Group>
                  ))
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper p="md">
            <Stack gap="sm">
              <Title order={2} fz="md">
                Recent activity
              </Title>
              <ActivityFeed />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
