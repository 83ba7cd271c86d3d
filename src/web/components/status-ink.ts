/**
 * The status colour, 20% darker, for text. The brand colours themselves fall just short of WCAG AA
 * (4.5:1) as small text on their own light tint (Verified 3.9, Unable To Verify 3.7) and Verified
 * green on white is 4.4; icons and tints keep the brand colour.
 */
export const statusInk = (hex: string) =>
  `#${[1, 3, 5]
    .map((start) =>
      Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * 0.8)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
