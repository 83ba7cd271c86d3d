import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand } from '#shared/theme/brand.ts';

export const NotFoundPage = () => {
  useDocumentTitle('Page not found · Verity');
  return (
    <Container size={640} px="md" py={{ base: 64, sm: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={64} c="brand.2" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          The page you are trying to reach does not exist
        </Title>
        <Text c="dimmed">The link may be out of date, or the address may have a typo.</Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
            Go to home page
          </Button>
          <Button
            component="a"
            href={`mailto:${brand.supportEmail}`}
            variant="default"
            leftSection={<IconMail size={18} />}
          >
            Contact support
          </Button>
        </Group>
      </Stack>
    </Container>
  );
};
