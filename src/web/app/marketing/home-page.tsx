import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBolt, IconLock, IconShieldCheck, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand } from '#shared/theme/brand.ts';
import { CtaButton } from '../../components/cta-button.tsx';

const promises = [
  {
    icon: IconUserCheck,
    title: 'Easy',
    text: 'Send a link. The candidate fills in their details and consent on their phone.',
  },
  {
    icon: IconShieldCheck,
    title: 'Reliable',
    text: 'Every record is matched and reviewed before it reaches your report.',
  },
  {
    icon: IconLock,
    title: 'Secure',
    text: 'Personal data is encrypted, access is logged, and nothing is kept longer than needed.',
  },
  { icon: IconBolt, title: 'Instant', text: 'Most identity and database checks return in minutes.' },
];

export const HomePage = () => {
  useDocumentTitle('Verity · Background checks for US employers');
  return (
    <>
      <Box bg={brand.colors.primaryLight}>
        <Container size={1200} px="md" py={{ base: 48, sm: 96 }}>
          <Stack gap="lg" maw={720}>
            <Badge size="lg" variant="white" color="brand" radius="sm" w="fit-content">
              Easy, Reliable, Secure & Instant
            </Badge>
            <Title order={1}>Background checks your hiring team and your candidates can trust</Title>
            <Text size="lg" c={brand.colors.muted}>
              Criminal, identity, employment, education and driving record checks for US employers, with the
              consent forms and adverse-action steps the FCRA requires built in.
            </Text>
            <Group gap="sm">
              <CtaButton to="/signup/" size="lg">
                Get Started
              </CtaButton>
              <Button component={Link} to="/pricing" variant="default" size="lg">
                See pricing
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size={1200} px="md" py={{ base: 48, sm: 80 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {promises.map((promise) => (
            <Paper key={promise.title} p="lg">
              <Stack gap="sm">
                <ThemeIcon size={40} radius="md" variant="light">
                  <promise.icon size={22} stroke={1.75} />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {promise.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {promise.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
};
