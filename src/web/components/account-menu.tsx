import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import type { Profile } from '#shared/accounts/accounts.contract.ts';
import { useLogout } from '../features/accounts/api/logout.ts';

export const displayName = (profile: Profile | undefined) =>
  [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || profile?.email || 'Your account';

const initials = (profile: Profile | undefined) =>
  `${profile?.firstName?.[0] ?? ''}${profile?.lastName?.[0] ?? ''}`.toUpperCase() || undefined;

/** The signed-in person and the way out. */
export const AccountMenu = ({ profile }: { profile: Profile | undefined }) => {
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" p={4} style={{ borderRadius: 8 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={34} radius="xl" color="brand">
              {initials(profile)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="xs" maw={180} truncate>
              {displayName(profile)}
            </Text>
            <IconChevronDown size={16} stroke={1.75} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {displayName(profile)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {profile?.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} stroke={1.75} />} onClick={() => void logout()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
