import { Alert, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconFlask, IconReportSearch, IconUsers } from '@tabler/icons-react';
import { PageLoader } from '../../components/page-loader.tsx';
import { useProfile } from '../../features/accounts/api/profile.ts';

const emptyStates = [
  {
    icon: IconUsers,
    title: 'No candidates yet',
    text: 'Candidates you invite appear here with the status of each check.',
  },
  {
    icon: IconReportSearch,
    title: 'No reports to review',
    text: 'Completed reports that need your decision will be listed here.',
  },
  {
    icon: IconAlertTriangle,
    title: 'No adverse actions',
    text: 'Pre-adverse and final notices you send are tracked here, with their deadlines.',
  },
];

export const CompanyDashboard = () => {
  useDocumentTitle('Dashboard · Verity');
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  const company = profile.data?.company;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Dashboard
        </Title>
        <Text c="dimmed">
          Welcome back{profile.data?.firstName ? `, ${profile.data.firstName}` : ''}.
          {company?.name ? ` Here is what is happening at ${company.name}.` : ''}
        </Text>
      </Stack>
      {company?.demoMode ? (
        <Alert color="accent" variant="light" icon={<IconFlask />} title="Demo mode">
          Demo mode: orders run in the sandbox and cost nothing
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {emptyStates.map((card) => (
          <Paper key={card.title} p="lg">
            <Stack gap="sm">
              <ThemeIcon size={40} radius="md" variant="light" color="gray">
                <card.icon size={22} stroke={1.75} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {card.title}
              </Title>
              <Text size="sm" c="dimmed">
                {card.text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
