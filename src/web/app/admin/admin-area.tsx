import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Route, Routes, useNavigate } from 'react-router';
import { CenteredCard } from '../../components/centered-card.tsx';
import { useLogout } from '../../features/accounts/api/logout.ts';
import { useProfile } from '../../features/accounts/api/profile.ts';
import { LoginForm } from '../auth/login-form.tsx';
import { SiteLayout } from '../layouts/site-layout.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { RequireSession } from '../require-session.tsx';

const AdminLogin = () => {
  useDocumentTitle('Operations login · Verity');
  const navigate = useNavigate();
  return (
    <CenteredCard title="Operations login" description="For Verity staff only.">
      <LoginForm loginRole="ops" onSuccess={() => navigate('/admin', { replace: true })} />
    </CenteredCard>
  );
};

const AdminHome = () => {
  useDocumentTitle('Operations · Verity');
  const profile = useProfile();
  const logout = useLogout();
  return (
    <Container size={1200} px="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} fz={28}>
            Operations
          </Title>
          <Button variant="default" leftSection={<IconLogout size={18} />} onClick={() => void logout()}>
            Log out
          </Button>
        </Group>
        <Paper p="lg">
          <Text>
            Signed in as <strong>{profile.data?.email ?? '…'}</strong>. Review queues for criminal records and
            adverse actions will appear here.
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
};

const AdminArea = () => (
  <SiteLayout minimal>
    <Routes>
      <Route path="login" element={<AdminLogin />} />
      <Route
        index
        element={
          <RequireSession>
            <AdminHome />
          </RequireSession>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </SiteLayout>
);

export default AdminArea;
