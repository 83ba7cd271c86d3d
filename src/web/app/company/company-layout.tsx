import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCreditCard,
  IconLayoutDashboard,
  IconSettings,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { AccountMenu } from '../../components/account-menu.tsx';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useProfile } from '../../features/accounts/api/profile.ts';

// Sections still to be built are listed so the shape of the product is visible, but not clickable.
const sections = [
  { label: 'Dashboard', to: '/company/dashboard', icon: IconLayoutDashboard, ready: true },
  { label: 'Candidates', to: '/company/candidates', icon: IconUsers, ready: true },
  { label: 'Adverse actions', to: '/company/adverse-actions', icon: IconAlertTriangle, ready: false },
  { label: 'Billing', to: '/company/billing', icon: IconCreditCard, ready: false },
  { label: 'Team', to: '/company/team', icon: IconUsersGroup, ready: false },
  { label: 'Settings', to: '/company/settings', icon: IconSettings, ready: true },
];

export const CompanyLayout = ({ children }: { children: ReactNode }) => {
  const [navOpen, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const profile = useProfile();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => nav.close(), [pathname]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            />
            <Logo to="/company" />
          </Group>
          <AccountMenu profile={profile.data} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Company">
        <AppShell.Section grow component={ScrollArea}>
          {profile.data?.company?.name ? (
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" py={6} truncate>
              {profile.data.company.name}
            </Text>
          ) : null}
          {sections.map((section) =>
            section.ready ? (
              <NavLink
                key={section.to}
                component={RouterNavLink}
                to={section.to}
                label={section.label}
                leftSection={<section.icon size={18} stroke={1.75} />}
                active={pathname.startsWith(section.to)}
                fw={600}
                style={{ borderRadius: 8 }}
              />
            ) : (
              <NavLink
                key={section.to}
                label={section.label}
                leftSection={<section.icon size={18} stroke={1.75} />}
                rightSection={
                  <Badge size="xs" variant="light" color="gray" c="gray.7">
                    Soon
                  </Badge>
                }
                disabled
                // Not clickable yet, but still readable: Mantine's 40% opacity made the labels 2.4:1.
                styles={{ root: { opacity: 1, color: 'var(--mantine-color-dimmed)' } }}
                style={{ borderRadius: 8 }}
              />
            ),
          )}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
};
