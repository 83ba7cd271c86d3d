import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { clearStorage } from '../../lib/session.ts';

// The dialog brings the api client and its schemas; most visitors never need it.
const ReportErrorDialog = lazy(() =>
  import('./report-error-dialog.tsx').then((module) => ({ default: module.ReportErrorDialog })),
);

export type CaughtError = { message: string; stack?: string; componentStack?: string };

export const describeError = (error: unknown): CaughtError => {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'object' && error !== null && 'statusText' in error)
    return { message: String((error as { status?: number; statusText: string }).statusText) };
  return { message: String(error) };
};

/** Spec section 2, root failure: the way out is to log out or to tell us what happened. */
export const RootErrorScreen = ({ error }: { error: CaughtError }) => {
  const [reportOpen, { open, close }] = useDisclosure(false);
  const logged = useRef(false);

  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    console.error('Verity failed to render', error);
  }, [error]);

  const logout = () => {
    clearStorage();
    // A full load: whatever broke must not survive into the login page.
    window.location.assign('/login');
  };

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="accent">
          <IconAlertTriangle size={30} stroke={1.75} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          Ooops! Something is not right.
        </Title>
        <Text c="dimmed">
          This page stopped working. Your data is safe. Log out and sign in again, or send us a report so we
          can fix it.
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={logout}>
            Logout
          </Button>
          <Button onClick={open}>Report error</Button>
        </Group>
      </Stack>
      {reportOpen ? (
        <Suspense fallback={null}>
          <ReportErrorDialog opened onClose={close} error={error} />
        </Suspense>
      ) : null}
    </Center>
  );
};
