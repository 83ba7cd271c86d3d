import { notifications } from '@mantine/notifications';
import { messages, toasts } from '#shared/validation/messages.ts';
import { isApiError } from './api-client.ts';

export const VERIFIED_TOAST_MS = 2000;

// Mantine's close button is an icon with no text: without a label a screen reader announces only
// "button". Every toast goes through these helpers, so they carry the label.
const closeButtonProps = { 'aria-label': 'Close notification' };

export const notifySuccess = (message: string, autoClose?: number) =>
  notifications.show({ message, color: 'teal', autoClose, withBorder: true, closeButtonProps });

/** Toasts a failure: a text as given, an ApiError by its message, anything else generically. */
export const notifyError = (error: unknown) =>
  notifications.show({
    message: typeof error === 'string' ? error : isApiError(error) ? error.message : messages.genericError,
    color: 'red',
    withBorder: true,
    closeButtonProps,
  });

export const notifyEmailVerified = () =>
  notifications.show({
    id: 'email-verified',
    message: toasts.emailVerified,
    color: 'teal',
    autoClose: VERIFIED_TOAST_MS,
    withBorder: true,
    closeButtonProps,
  });
