import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * Puts a failed request's errors on a react-hook-form form: the server's `fields` on the fields
 * the form has (a field's own parts too: "ratings.quality" under "ratings"), and its `message` (or
 * anything left over) on the form's root.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): void {
  let placed = 0;
  if (error instanceof ApiError && error.fields) {
    for (const [field, message] of Object.entries(error.fields)) {
      const name = fieldNames.find((f) => f === field || field.startsWith(`${f}.`));
      if (name) {
        setError((name === field ? name : field) as FieldPath<T>, { type: 'server', message });
        placed += 1;
      }
    }
  }
  const total = error instanceof ApiError && error.fields ? Object.keys(error.fields).length : 0;
  if (placed === 0 || placed < total) {
    setError('root.server', { type: 'server', message: errorMessage(error) });
  }
}
