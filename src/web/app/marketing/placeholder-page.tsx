import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { brand } from '#shared/theme/brand.ts';
import { CtaButton } from '../../components/cta-button.tsx';
import type { MarketingPage } from './marketing-pages.ts';

/** A tidy stand-in for each marketing page until its content is written. */
export const PlaceholderPage = ({ page }: { page: MarketingPage }) => {
  useDocumentTitle(`${page.title} · Verity`);
  return (
    <Box bg={brand.colors.primaryLight}>
      <Container size={1200} px="md" py={{ base: 48, sm: 96 }}>
        <Stack gap="md" maw={720}>
          <Text tt="uppercase" fw={700} size="sm" c="brand.7" style={{ letterSpacing: '0.06em' }}>
            {page.eyebrow}
          </Text>
          <Title order={1}>{page.title}</Title>
          <Text size="lg" c={brand.colors.muted}>
            {page.summary}
          </Text>
          <Group gap="sm" mt="sm">
            <CtaButton to="/signup/" size="md">
              Get Started
            </CtaButton>
            <Button component="a" href={`mailto:${brand.supportEmail}`} variant="default" size="md">
              Talk to us
            </Button>
            <Button component={Link} to="/" variant="subtle" size="md">
              Back to home
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
};
