import { Button, Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useLogout } from '../../features/accounts/api/logout.ts';
import { useProfile } from '../../features/accounts/api/profile.ts';
import { SiteLayout } from '../layouts/site-layout.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { RequireSession } from '../require-session.tsx';

const CandidateHome = () => {
  useDocumentTitle('Your background check · Verity');
  const profile = useProfile();
  const logout = useLogout();
  if (profile.isPending) return <PageLoader />;
  const firstName = profile.data?.firstName;
  return (
    <Container size={640} px="md" py={{ base: 32, sm: 64 }}>
      <Paper p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconShieldLock size={26} stroke={1.75} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {firstName ? `Hi ${firstName}` : 'Hi there'}
          </Title>
          <Text>
            An employer asked Verity to run a background check as part of your application. Here is what
            happens next:
          </Text>
          <List spacing="sm" type="ordered">
            <List.Item>You confirm your personal details and give your consent.</List.Item>
            <List.Item>We run the checks your employer ordered. Most finish within a few days.</List.Item>
            <List.Item>You get a copy of your report, and you can dispute anything that is wrong.</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            Only the employer who requested the check sees your report. Your information is encrypted and is
            never sold.
          </Text>
          <Button
            variant="default"
            leftSection={<IconLogout size={18} />}
            onClick={() => void logout()}
            w="fit-content"
          >
            Log out
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
};

const CandidateArea = () => (
  <RequireSession>
    <SiteLayout minimal>
      <Routes>
        <Route index element={<CandidateHome />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SiteLayout>
  </RequireSession>
);

export default CandidateArea;
