import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { applyServerErrors } from './form-errors';

/** A zod object schema whose input a form can hold. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type SchemaFormReturn<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * Puts a failed request's field errors on the form's fields, and anything else on `errors.root.server`;
   * `rename` gives the form's name for a field the server names otherwise (`brief.title` → `title`).
   */
  showServerErrors: (error: unknown, rename?: (field: string) => string) => void;
};

/**
 * The one form pattern: react-hook-form validated by the zod schema the server validates with, so the
 * client shows the spec's messages before a request and the server's field errors after one. The form's
 * fields are its `defaultValues`' keys; a server error on any other field (or none) shows on the root.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & {
    defaultValues: DefaultValues<z.input<S>>;
  },
): SchemaFormReturn<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema),
  });
  const fields = Object.keys(options.defaultValues) as FieldPath<z.input<S>>[];
  return {
    ...form,
    showServerErrors: (error: unknown, rename?: (field: string) => string) =>
      applyServerErrors(rename ? renamed(error, rename) : error, form.setError, fields),
  };
}

/** A refusal with its fields renamed; two renamed alike keep the first message. */
function renamed(error: unknown, rename: (field: string) => string): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) fields[rename(field)] ??= message;
  return new ApiError(error.status, error.code, error.message, fields);
}

/** The first message under a field, also one on a part of it ("deliverables.1", "splits.0.name"). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const part of Object.values(error)) {
    const message = firstMessage(part);
    if (message) return message;
  }
  return undefined;
}
