import { Alert, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiKeysPanel } from '../../features/api-keys/components/api-keys-panel.tsx';
import { useCompany } from '../../features/companies/api/company.ts';
import { useSetDemoStatus } from '../../features/companies/api/demo-status.ts';
import { CertificationStep } from '../../features/companies/components/certification-step.tsx';
import { CompanyDetailsForm } from '../../features/companies/components/company-details-form.tsx';
import { LogoUpload } from '../../features/companies/components/logo-upload.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

const DemoModeCard = ({ demoMode, ready }: { demoMode: boolean; ready: boolean }) => {
  const setDemo = useSetDemoStatus();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  return (
    <Paper p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Demo mode
        </Title>
        <Switch
          checked={demoMode}
          disabled={setDemo.isPending}
          onChange={async (event) => {
            const next = event.currentTarget.checked;
            setServerMessage(null);
            try {
              await setDemo.mutateAsync(next);
              notifySuccess(
                next
                  ? 'Demo mode is on: orders are not charged.'
                  : 'Demo mode is off: new orders are billed.',
              );
            } catch (error) {
              setServerMessage(isApiError(error) ? error.message : null);
              notifyError(error);
            }
          }}
          label="Run orders in the sandbox"
          description="In demo mode orders cost nothing and no real checks run. Leaving it requires the FCRA certification and billing details."
        />
        {!ready && demoMode ? (
          <Text size="sm" c="dimmed">
            To leave demo mode, certify your permissible purpose below and add billing details.
          </Text>
        ) : null}
        {serverMessage ? (
          <Alert color="orange" icon={<IconAlertTriangle />} title="Still in demo mode">
            {serverMessage}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
};

export const SettingsPage = () => {
  useDocumentTitle('Settings · Verity');
  const company = useCompany();
  if (company.isPending)
    return (
      <Stack gap="md" maw={860}>
        <Skeleton h={36} w={200} />
        <Skeleton h={400} />
      </Stack>
    );
  if (company.isError)
    return (
      <Alert color="red" title="Your company could not be loaded">
        {company.error.message}
      </Alert>
    );
  const data = company.data;
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} fz={28}>
        Settings
      </Title>
      <DemoModeCard demoMode={data.demoMode} ready={Boolean(data.certification) && data.billingReady} />
      <Paper p="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Company details
          </Title>
          <CompanyDetailsForm
            key={data.id}
            company={data}
            submitLabel="Save changes"
            onSaved={() => notifySuccess('Company details saved')}
          />
        </Stack>
      </Paper>
      <Paper p="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Logo
          </Title>
          <LogoUpload logoUrl={data.logoUrl} />
        </Stack>
      </Paper>
      <Paper p="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              FCRA certification
            </Title>
          </Group>
          <CertificationStep company={data} doneLabel="Certify" />
        </Stack>
      </Paper>
      <ApiKeysPanel />
    </Stack>
  );
};
