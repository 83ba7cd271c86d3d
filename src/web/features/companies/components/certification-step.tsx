import { Alert, Button, Checkbox, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { Company } from '#shared/companies/companies.contract.ts';
import { messages } from '#shared/validation/messages.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useAcceptCertification, useCertificationText } from '../api/certification.ts';
import { formatDateTimeLocal } from './format-time.ts';

/**
 * The employer's FCRA certification of permissible purpose: the versioned text in full and a
 * checkbox. The server records who accepted it, when and from which IP.
 */
export const CertificationStep = ({
  company,
  onDone,
  doneLabel = 'Certify and continue',
}: {
  company: Company | undefined;
  onDone?: () => void;
  doneLabel?: string;
}) => {
  const text = useCertificationText();
  const accept = useAcceptCertification();
  const [checked, setChecked] = useState(false);
  const [touched, setTouched] = useState(false);
  const current = company?.certification;
  const alreadyAccepted = Boolean(current && text.data && current.version === text.data.version);

  if (text.isPending) return <Text c="dimmed">Loading the certification…</Text>;
  if (text.isError)
    return (
      <Alert color="red" title="The certification text could not be loaded">
        {text.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => text.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  const submit = async () => {
    setTouched(true);
    if (!checked) return;
    try {
      await accept.mutateAsync(text.data.version);
      onDone?.();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={3} fz="lg">
          {text.data.title ?? 'Certification of permissible purpose'}
        </Title>
        <Text size="xs" c="dimmed">
          Version {text.data.version}
        </Text>
      </Group>
      <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap' }}
          p="md"
          bg="gray.0"
          bd="1px solid var(--mantine-color-gray-3)"
          tabIndex={0}
          aria-label="Certification text"
        >
          {text.data.text}
        </Text>
      </ScrollArea.Autosize>
      {alreadyAccepted && current ? (
        <Alert color="teal" icon={<IconShieldCheck />} title="Certified">
          Accepted by {current.acceptedBy} on {formatDateTimeLocal(current.acceptedAt)} from {current.ip}.
        </Alert>
      ) : (
        <>
          <Checkbox
            checked={checked}
            onChange={(event) => setChecked(event.currentTarget.checked)}
            onBlur={() => setTouched(true)}
            error={touched && !checked ? messages.mustBeChecked : undefined}
            label="I have read this certification and certify, on behalf of my company, that it is true."
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={accept.isPending} disabled={accept.isPending}>
              {doneLabel}
            </Button>
          </Group>
        </>
      )}
      {alreadyAccepted && onDone ? (
        <Group justify="flex-end">
          <Button onClick={onDone}>Continue</Button>
        </Group>
      ) : null}
    </Stack>
  );
};
