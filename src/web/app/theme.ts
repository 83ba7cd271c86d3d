import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { brand } from '#shared/theme/brand.ts';

// Ten shades around each brand colour (index 6 = the brand value), the shape Mantine expects.
const channel = (hex: string, index: number) => Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
const mix = (hex: string, target: number, amount: number) =>
  `#${[0, 1, 2]
    .map((index) => {
      const value = channel(hex, index);
      return Math.round(value + (target - value) * amount)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
const scale = (hex: string): MantineColorsTuple => [
  mix(hex, 255, 0.92),
  mix(hex, 255, 0.8),
  mix(hex, 255, 0.64),
  mix(hex, 255, 0.46),
  mix(hex, 255, 0.28),
  mix(hex, 255, 0.12),
  hex,
  mix(hex, 0, 0.15),
  mix(hex, 0, 0.3),
  mix(hex, 0, 0.45),
];

// Inter first, then size-adjusted local faces (see fonts.css) so the swap does not shift text.
const fontFamily = brand.fontFamily.replace(
  'Inter,',
  "Inter, 'Inter Fallback', 'Inter Fallback Roboto', 'Inter Fallback DejaVu',",
);

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: {
    brand: scale(brand.colors.primary),
    accent: scale(brand.colors.accent),
  },
  black: brand.colors.ink,
  fontFamily,
  headings: {
    fontFamily,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.75rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.4rem, 1.2rem + 1vw, 1.9rem)', lineHeight: '1.25' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
  },
  other: { brand },
});
