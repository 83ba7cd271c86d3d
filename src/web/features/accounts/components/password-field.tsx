import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

// The toggle's name avoids the word "password" so "Password" names exactly one control on the page.
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>((props, ref) => (
  <PasswordInput
    ref={ref}
    visibilityToggleFocusable
    visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
    {...props}
  />
));
PasswordField.displayName = 'PasswordField';
