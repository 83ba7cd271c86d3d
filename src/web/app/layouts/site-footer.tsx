import { ActionIcon, Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandGithub, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand } from '#shared/theme/brand.ts';
import { Logo } from '../../components/logo.tsx';
import { productLinks, resourceLinks } from '../marketing/marketing-pages.ts';

const pressEmail = 'press@verity.test';

const FooterLink = ({ to, children }: { to: string; children: string }) => (
  <Anchor component={Link} to={to} c="dimmed" size="sm">
    {children}
  </Anchor>
);

export const SiteFooter = () => (
  <Box component="footer" bg={brand.colors.surface} style={{ borderTop: `1px solid ${brand.colors.border}` }}>
    <Container size={1200} px="md" py={48}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
        <Stack gap="sm">
          <Logo />
          <Text size="sm" c="dimmed" maw={260}>
            Background checks US employers can rely on, and candidates can understand.
          </Text>
          <Text size="sm" c="dimmed" component="address" style={{ fontStyle: 'normal' }}>
            Verity Screening, Inc.
            <br />
            100 Market Street, Suite 400
            <br />
            San Francisco, CA 94105
          </Text>
        </Stack>
        <Stack gap={8}>
          <Text fw={700} size="sm">
            Checks
          </Text>
          {productLinks.slice(0, 5).map((page) => (
            <FooterLink key={page.path} to={page.path}>
              {page.title}
            </FooterLink>
          ))}
        </Stack>
        <Stack gap={8}>
          <Text fw={700} size="sm">
            Company
          </Text>
          {resourceLinks.map((link) => (
            <FooterLink key={link.path} to={link.path}>
              {link.title}
            </FooterLink>
          ))}
          <FooterLink to="/api-integrations">API docs</FooterLink>
        </Stack>
        <Stack gap={8}>
          <Text fw={700} size="sm">
            Contact
          </Text>
          <Anchor href={`mailto:${brand.supportEmail}`} c="dimmed" size="sm">
            Customer service: {brand.supportEmail}
          </Anchor>
          <Anchor href={`mailto:${pressEmail}`} c="dimmed" size="sm">
            Press: {pressEmail}
          </Anchor>
          <Group gap="xs" mt={4}>
            <ActionIcon
              component="a"
              href="https://www.linkedin.com/"
              variant="subtle"
              color="gray"
              aria-label="Verity on LinkedIn"
              rel="noopener"
            >
              <IconBrandLinkedin size={20} stroke={1.75} />
            </ActionIcon>
            <ActionIcon
              component="a"
              href="https://x.com/"
              variant="subtle"
              color="gray"
              aria-label="Verity on X"
              rel="noopener"
            >
              <IconBrandX size={20} stroke={1.75} />
            </ActionIcon>
            <ActionIcon
              component="a"
              href="https://github.com/"
              variant="subtle"
              color="gray"
              aria-label="Verity on GitHub"
              rel="noopener"
            >
              <IconBrandGithub size={20} stroke={1.75} />
            </ActionIcon>
          </Group>
        </Stack>
      </SimpleGrid>
      <Divider my="lg" />
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Verity Screening, Inc. Verity is a consumer reporting agency under the
          FCRA.
        </Text>
        <Group gap="md">
          <FooterLink to="/terms-of-service#privacy">Privacy</FooterLink>
          <FooterLink to="/terms-of-service">Terms</FooterLink>
          <FooterLink to="/api-integrations">API docs</FooterLink>
        </Group>
      </Group>
    </Container>
  </Box>
);
