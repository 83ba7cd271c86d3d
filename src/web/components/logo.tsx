import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { brand } from '#shared/theme/brand.ts';

export const LogoMark = ({ size = 28 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="7" fill={brand.colors.primary} />
    <path
      d="M8.5 16.5l5 5 10-11"
      fill="none"
      stroke="#fff"
      strokeWidth="3.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The wordmark, linking home; every header uses it. */
export const Logo = ({ to = '/' }: { to?: string }) => (
  <Group
    renderRoot={(props) => <Link to={to} {...props} />}
    gap={8}
    wrap="nowrap"
    aria-label={`${brand.name} home`}
    style={{ textDecoration: 'none', color: brand.colors.ink }}
  >
    <LogoMark />
    <Text fw={800} fz={22} lh={1} style={{ letterSpacing: '-0.02em' }}>
      {brand.name}
    </Text>
  </Group>
);
