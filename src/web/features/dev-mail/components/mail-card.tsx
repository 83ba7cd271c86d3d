import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { DevMail } from '../api/dev-mail.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export const MailCard = ({ mail }: { mail: DevMail }) => (
  <Paper p="md">
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            To {mail.to} ·{' '}
            <time dateTime={mail.createdAt}>{timeFormat.format(new Date(mail.createdAt))}</time>
          </Text>
        </Stack>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {mail.template}
          </Badge>
          <Badge variant="light">{mail.status}</Badge>
        </Group>
      </Group>
      {mail.links.length > 0 ? (
        <Stack gap={4}>
          {mail.links.map((link) => (
            <Anchor key={link} href={link} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Anchor>
          ))}
        </Stack>
      ) : null}
      <Box
        component="iframe"
        title={`E-mail: ${mail.subject}`}
        // No scripts, no same-origin access: the mail is shown, never run.
        sandbox=""
        srcDoc={mail.html}
        w="100%"
        h={360}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
      />
    </Stack>
  </Paper>
);
