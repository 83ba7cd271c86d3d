import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { brand } from '#shared/theme/brand.ts';

// The warm accent is reserved for the main call to action; dark text keeps it above WCAG AA.
export const CtaButton = ({ to, children, ...props }: ButtonProps & { to: string }) => (
  <Button component={Link} to={to} color="accent.6" c={brand.colors.ink} {...props}>
    {children}
  </Button>
);
