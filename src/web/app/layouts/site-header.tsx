import {
  Accordion,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '#shared/theme/brand.ts';
import { CtaButton } from '../../components/cta-button.tsx';
import { Logo } from '../../components/logo.tsx';
import {
  industryLinks,
  type MarketingPage,
  menuLabel,
  productLinks,
  resourceLinks,
  teamLinks,
} from '../marketing/marketing-pages.ts';

type NavLink = { path: string; label: string };
type NavGroup = { label: string; sections: { heading?: string; links: NavLink[] }[] };

const toLinks = (pages: MarketingPage[], label = (page: MarketingPage) => page.title) =>
  pages.map((page) => ({ path: page.path, label: label(page) }));

const navGroups: NavGroup[] = [
  {
    label: 'Product',
    sections: [{ links: toLinks(productLinks) }],
  },
  {
    label: 'Solution',
    sections: [
      { heading: 'Industries', links: toLinks(industryLinks, menuLabel) },
      { heading: 'Teams', links: toLinks(teamLinks, menuLabel) },
    ],
  },
  {
    label: 'Resources',
    sections: [{ links: resourceLinks.map((link) => ({ path: link.path, label: link.title })) }],
  },
];

const headerHeight = 68;

const DesktopMenu = ({ group }: { group: NavGroup }) => (
  <Menu trigger="click-hover" openDelay={60} closeDelay={120} position="bottom-start" offset={6} withinPortal>
    <Menu.Target>
      <UnstyledButton px="sm" py={8} fw={600} c={brand.colors.ink} aria-haspopup="menu">
        <Group gap={4} wrap="nowrap">
          {group.label}
          <IconChevronDown size={16} stroke={1.75} aria-hidden />
        </Group>
      </UnstyledButton>
    </Menu.Target>
    <Menu.Dropdown miw={260}>
      {group.sections.map((section, index) => (
        <Box key={section.heading ?? index}>
          {index > 0 ? <Menu.Divider /> : null}
          {section.heading ? <Menu.Label>{section.heading}</Menu.Label> : null}
          {section.links.map((link) => (
            <Menu.Item key={link.path} component={Link} to={link.path}>
              {link.label}
            </Menu.Item>
          ))}
        </Box>
      ))}
    </Menu.Dropdown>
  </Menu>
);

/**
 * The public header. On protected pages (minimal) it carries only the logo, as the spec asks; the
 * marketing menus collapse into a slide-in drawer under 768 px.
 */
export const SiteHeader = ({ minimal = false }: { minimal?: boolean }) => {
  const [drawerOpen, drawer] = useDisclosure(false);
  const location = useLocation();

  // Following a link inside the drawer must close it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => drawer.close(), [location.pathname]);

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      h={headerHeight}
      bg="white"
      style={{ zIndex: 100, borderBottom: `1px solid ${brand.colors.border}` }}
    >
      <Container size={1200} h="100%" px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          {minimal ? null : (
            <>
              <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
                {navGroups.map((group) => (
                  <DesktopMenu key={group.label} group={group} />
                ))}
              </Group>
              <Group gap="sm" visibleFrom="sm" wrap="nowrap">
                <Button component={Link} to="/login" variant="subtle">
                  Log in
                </Button>
                <CtaButton to="/signup/">Get Started</CtaButton>
              </Group>
              <Burger
                hiddenFrom="sm"
                opened={drawerOpen}
                onClick={drawer.toggle}
                aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
              />
            </>
          )}
        </Group>
      </Container>
      {minimal ? null : (
        <Drawer
          opened={drawerOpen}
          onClose={drawer.close}
          position="right"
          size="min(88vw, 360px)"
          title={<Logo />}
          hiddenFrom="sm"
          aria-label="Menu"
        >
          <Stack gap="md" component="nav" aria-label="Mobile">
            <Accordion variant="default" chevronPosition="right">
              {navGroups.map((group) => (
                <Accordion.Item key={group.label} value={group.label}>
                  <Accordion.Control fw={600}>{group.label}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap={2}>
                      {group.sections.flatMap((section) =>
                        section.links.map((link) => (
                          <Button
                            key={link.path}
                            component={Link}
                            to={link.path}
                            variant="subtle"
                            color="dark"
                            justify="flex-start"
                            fw={500}
                          >
                            {link.label}
                          </Button>
                        )),
                      )}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            <Button component={Link} to="/login" variant="default" size="md">
              Log in
            </Button>
            <CtaButton to="/signup/" size="md">
              Get Started
            </CtaButton>
          </Stack>
        </Drawer>
      )}
    </Box>
  );
};
