import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconBuilding, IconPhoto, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useProfile } from '../../features/accounts/api/profile.ts';
import { useCompany } from '../../features/companies/api/company.ts';
import { CertificationStep } from '../../features/companies/components/certification-step.tsx';
import { CompanyDetailsForm } from '../../features/companies/components/company-details-form.tsx';
import { LogoUpload } from '../../features/companies/components/logo-upload.tsx';

/**
 * /company: a company without a name is onboarded (details, logo, FCRA certification); the rest
 * go to their dashboard.
 */
export const CompanyHome = () => {
  useDocumentTitle('Set up your company · Verity');
  const profile = useProfile();
  const company = useCompany();
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  // Once the details are saved the company has a name; stay in the stepper until it is finished.
  const [step, setStep] = useState<number | null>(null);

  if (profile.isPending || company.isPending) return <PageLoader />;
  if (company.isError)
    return (
      <Alert color="red" title="Your company could not be loaded">
        {company.error.message}
      </Alert>
    );
  if (step === null && company.data.name) return <Navigate to="/company/dashboard" replace />;
  const active = step ?? 0;
  const finish = () => navigate('/company/dashboard');

  return (
    <Stack maw={820} gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Set up your company
        </Title>
        <Text c="dimmed">
          Welcome{profile.data?.firstName ? `, ${profile.data.firstName}` : ''}. Three short steps before your
          first order. You start in demo mode: orders run in the sandbox and cost nothing.
        </Text>
      </Stack>
      <Stepper
        active={active}
        onStepClick={(index) => index < active && setStep(index)}
        allowNextStepsSelect={false}
        size="sm"
        orientation={isPhone ? 'vertical' : 'horizontal'}
      >
        <Stepper.Step
          label="Company details"
          description="Name, address, domain"
          icon={<IconBuilding size={18} />}
        >
          <Paper p={{ base: 'md', sm: 'lg' }} mt="md">
            <CompanyDetailsForm
              company={company.data}
              submitLabel="Save and continue"
              onSaved={() => setStep(1)}
            />
          </Paper>
        </Stepper.Step>
        <Stepper.Step label="Logo" description="Optional" icon={<IconPhoto size={18} />}>
          <Paper p={{ base: 'md', sm: 'lg' }} mt="md">
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                Candidates see your logo on their invitation and report, so they know who asked.
              </Text>
              <LogoUpload logoUrl={company.data.logoUrl} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>
                  Back
                </Button>
                <Button onClick={() => setStep(2)}>
                  {company.data.logoUrl ? 'Continue' : 'Skip for now'}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stepper.Step>
        <Stepper.Step
          label="FCRA certification"
          description="Permissible purpose"
          icon={<IconShieldCheck size={18} />}
        >
          <Paper p={{ base: 'md', sm: 'lg' }} mt="md">
            <CertificationStep
              company={company.data}
              onDone={finish}
              doneLabel="Certify and go to the dashboard"
            />
          </Paper>
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
};
