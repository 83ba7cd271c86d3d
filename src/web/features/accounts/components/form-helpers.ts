import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';

/**
 * Puts the server's per-field messages under their fields and toasts the overall message. Typed
 * values stay in the form so the user only fixes what was wrong.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) => {
  if (isApiError(error)) {
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if ((fields as readonly string[]).includes(field))
        setError(field as Path<T>, { type: 'server', message }, { shouldFocus: false });
    }
  }
  notifyError(error);
};
