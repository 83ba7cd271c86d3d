import { Alert, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';
import { useDevMail } from '../../features/dev-mail/api/dev-mail.ts';
import { MailCard } from '../../features/dev-mail/components/mail-card.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { NotFoundPage } from '../not-found-page.tsx';

/** The local outbox, for development only: production answers 404 and this page does not exist. */
const DevMailPage = () => {
  useDocumentTitle('Development mailbox · Verity');
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, 300);
  const mail = useDevMail(debounced);

  if (mail.isError && isApiError(mail.error) && mail.error.status === 404) return <NotFoundPage />;

  return (
    <Container size={960} px="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Development mailbox
          </Title>
          <Text c="dimmed">E-mails the app would have sent. Newest first; refreshes every few seconds.</Text>
        </Stack>
        <TextInput
          label="Filter by recipient"
          placeholder="name@company.test"
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          maw={420}
        />
        {mail.isPending ? (
          <PageLoader />
        ) : mail.isError ? (
          <Alert color="red">{mail.error.message}</Alert>
        ) : mail.data.rows.length === 0 ? (
          <Alert color="gray">No e-mails{debounced ? ` to ${debounced}` : ''} yet.</Alert>
        ) : (
          <Stack gap="md">
            <Group>
              <Text size="sm" c="dimmed">
                {mail.data.count} message{mail.data.count === 1 ? '' : 's'}
              </Text>
            </Group>
            {mail.data.rows.map((row) => (
              <MailCard key={row.id} mail={row} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
};

export default DevMailPage;
