import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The single-column card used by the account pages (login, sign-up, verification, passwords). */
export const CenteredCard = ({
  title,
  description,
  children,
  width = 440,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  width?: number;
}) => (
  <Container size={width} px="md" py={{ base: 32, sm: 64 }}>
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="sm">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  </Container>
);
