import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBuilding } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useProfile } from '../../features/accounts/api/profile.ts';

/** /company: companies without a name are onboarded first; the rest go to their dashboard. */
export const CompanyHome = () => {
  useDocumentTitle('Set up your company · Verity');
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.data?.company?.name) return <Navigate to="/company/dashboard" replace />;
  return (
    <Stack maw={720} gap="lg">
      <Title order={1} fz={28}>
        Set up your company
      </Title>
      <Text c="dimmed">
        Welcome{profile.data?.firstName ? `, ${profile.data.firstName}` : ''}. Before you order your first
        check, tell us about your company: its legal name, address and the permissible purpose for screening.
      </Text>
      <Paper p="lg">
        <Stack gap="sm">
          <Alert color="brand" icon={<IconBuilding />} title="Company details">
            The setup form is on its way. In the meantime your account is active and your email is verified.
          </Alert>
        </Stack>
      </Paper>
    </Stack>
  );
};
