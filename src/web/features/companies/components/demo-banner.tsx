import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Company } from '#shared/companies/companies.contract.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetDemoStatus } from '../api/demo-status.ts';

/** Demo mode: orders run in the sandbox and cost nothing. Leaving it needs certification and billing. */
export const DemoBanner = ({ company }: { company: Pick<Company, 'demoMode'> & Partial<Company> }) => {
  const setDemo = useSetDemoStatus();
  if (!company.demoMode) return null;
  const leave = async () => {
    try {
      await setDemo.mutateAsync(false);
      notifySuccess('Demo mode is off: new orders are real and billed.');
    } catch (error) {
      // The server says what is missing (certification, billing details): show its words.
      notifyError(error);
    }
  };
  return (
    <Alert color="accent" variant="light" icon={<IconFlask />} title="Demo mode" role="status">
      <Group justify="space-between" gap="sm" align="center">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          Orders run in the sandbox and cost nothing. Candidates get real e-mails, but no real checks run and
          nothing is charged.
        </Text>
        <Group gap="xs">
          <Button component={Link} to="/company/settings" variant="default" size="xs">
            Settings
          </Button>
          <Button size="xs" color="accent.8" onClick={leave} loading={setDemo.isPending}>
            Leave demo mode
          </Button>
        </Group>
      </Group>
    </Alert>
  );
};
