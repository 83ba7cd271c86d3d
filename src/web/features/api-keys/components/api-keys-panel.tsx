import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ApiKey } from '#shared/companies/companies.contract.ts';
import { brand } from '#shared/theme/brand.ts';
import { messages } from '#shared/validation/messages.ts';
import { statusInk } from '../../../components/status-ink.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type CreatedApiKey, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';

const when = (value: string | null) => (value ? dayjs(value).format('DD-MM-YYYY HH:mm') : 'Never');
const num = { fontVariantNumeric: 'tabular-nums' } as const;

const SecretOnce = ({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) => (
  <Modal
    opened
    onClose={onClose}
    title="Your new API key"
    centered
    closeOnClickOutside={false}
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    <Stack gap="md">
      <Alert
        color="yellow"
        title="Copy it now"
        // Mantine's darkest yellow title is 2.7:1 on its own tint.
        styles={{ title: { color: statusInk(brand.status.exception) } }}
      >
        This is the only time the key is shown. We store only a hash; if you lose it, revoke it and create
        another.
      </Alert>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          block
          style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          data-testid="api-key-secret"
        >
          {created.secret}
        </Code>
        <CopyButton value={created.secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Copy the API key"
                onClick={() => {
                  copy();
                  notifySuccess('API key copied to clipboard');
                }}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        Send it as <Code>Authorization: Bearer &lt;key&gt;</Code> to <Code>POST /api/employee/invite</Code>.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>I have copied it</Button>
      </Group>
    </Stack>
  </Modal>
);

export const ApiKeysPanel = () => {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const [revokeOpen, revokeModal] = useDisclosure(false);
  const active = (keys.data ?? []).filter((key) => !key.revokedAt);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(messages.required);
      return;
    }
    try {
      setCreated(await create.mutateAsync(name.trim()));
      setName('');
      setNameError(undefined);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.name) setNameError(error.fieldErrors.name);
      notifyError(error);
    }
  };

  return (
    <Paper p="md">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            API keys
          </Title>
          <Text size="sm" c="dimmed">
            Keys let your systems invite candidates through the API. Treat them like passwords.
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Key name"
              placeholder="e.g. ATS integration"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              onBlur={() => name && setNameError(undefined)}
              error={nameError}
              maxLength={80}
              size="sm"
              style={{ flex: '1 1 220px' }}
            />
            <Button
              type="submit"
              leftSection={<IconKey size={16} />}
              loading={create.isPending}
              mt={{ base: 0, xs: 25 }}
            >
              Create key
            </Button>
          </Group>
        </form>
        {keys.isPending ? (
          <Skeleton h={80} />
        ) : keys.isError ? (
          <Alert color="red">{keys.error.message}</Alert>
        ) : active.length === 0 ? (
          <Text size="sm" c="dimmed">
            No API keys yet.
          </Text>
        ) : isPhone ? (
          <Stack gap="xs">
            {active.map((key) => (
              <Paper key={key.id} p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {key.name}
                    </Text>
                    <Code>{key.prefix}…</Code>
                    <Text size="xs" c="dimmed" style={num}>
                      Created {when(key.createdAt)} · last used {when(key.lastUsedAt)}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    onClick={() => {
                      setToRevoke(key);
                      revokeModal.open();
                    }}
                  >
                    Revoke
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table stickyHeader fz="sm" verticalSpacing="xs" aria-label="API keys">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {active.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td fw={600}>{key.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Code>{key.prefix}…</Code>
                  </Table.Td>
                  <Table.Td style={{ ...num, whiteSpace: 'nowrap' }}>{when(key.createdAt)}</Table.Td>
                  <Table.Td
                    style={{ ...num, whiteSpace: 'nowrap' }}
                    c={key.lastUsedAt ? undefined : 'dimmed'}
                  >
                    {when(key.lastUsedAt)}
                  </Table.Td>
                  <Table.Td ta="right" w={1}>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => {
                        setToRevoke(key);
                        revokeModal.open();
                      }}
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {created ? <SecretOnce created={created} onClose={() => setCreated(null)} /> : null}
      <Modal
        opened={revokeOpen}
        onClose={revokeModal.close}
        title="Revoke this key?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            Requests signed with “{toRevoke?.name}” ({toRevoke?.prefix}…) will be refused at once. This cannot
            be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={revokeModal.close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={async () => {
                if (!toRevoke) return;
                try {
                  await revoke.mutateAsync(toRevoke.id);
                  revokeModal.close();
                  notifySuccess('API key revoked');
                } catch (error) {
                  notifyError(error);
                }
              }}
            >
              Revoke key
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
};
