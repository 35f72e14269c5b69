// A small form state for the domain's zod schemas (the spec's messages live there): values, one
// error per field, and inputs wired for Mantine (`error` is what links the message to the input).

import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { isMessageCode } from '../../domain/messages';
import { issueMessage } from '../../domain/messages/zod';
import { i18n } from './i18n';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** A message about the whole form (a refused submit), optionally with a title. */
export type FormMessage = string | { title?: string; message: string };

/**
 * What a person reads for one issue: the domain's schemas give message codes (with the issue's
 * parameters), rendered in the current language; a message that is not a code is shown as it is
 * (a screen's own check, already translated).
 */
export function issueText(issue: z.core.$ZodIssue): string {
  if (!isMessageCode(issue.message)) return issue.message;
  const { code, params } = issueMessage(issue);
  return i18n.t(code, params);
}

/**
 * The first message per key of a failed parse, the one way issues become a form's errors: `keyOf`
 * says which field shows an issue (null: none does), `textOf` lets a screen say one in its own
 * words. Flat forms key by the first path segment; nested ones (sites, rules, content blocks) map
 * the whole path to their field's key.
 */
export function errorsByKey<K extends string>(
  issues: readonly z.core.$ZodIssue[],
  keyOf: (path: readonly PropertyKey[], issue: z.core.$ZodIssue) => K | null,
  textOf: (issue: z.core.$ZodIssue, key: K) => string = issueText,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = keyOf(issue.path, issue);
    if (key !== null) errors[key] ??= textOf(issue, key);
  }
  return errors;
}

/** The first message per field of a failed parse; issues without a field go under `form`. */
export function issuesToErrors<V = Record<string, string>>(
  issues: readonly z.core.$ZodIssue[],
): FormErrors<V> & { form?: string } {
  return errorsByKey(issues, (path) => (path.length > 0 ? String(path[0]) : 'form')) as FormErrors<V> & {
    form?: string;
  };
}

export function useZodForm<V extends Record<string, string | boolean>, Out>(
  schema: z.ZodType<Out>,
  initialValues: V,
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [formError, setFormError] = useState<FormMessage | null>(null);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message goes once the person changes the field; it comes back on the next submit if still wrong.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const setFieldError = useCallback((name: keyof V & string, message: string | undefined) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  /** Parses the values, showing every field's error when they fail. */
  const parse = (): { success: true; data: Out } | { success: false } => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result;
    }
    setErrors(issuesToErrors<V>(result.error.issues));
    return { success: false };
  };

  /**
   * `onSubmit` for a <form>: validates, then calls the handler with the parsed values. The last
   * submit's form-level message goes when a new one starts.
   */
  const onSubmit = (handler: (parsed: Out) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    // A schema may parse to null (the card form, left empty): that is a success too.
    const result = parse();
    if (!result.success) return;
    setFormError(null);
    void handler(result.data);
  };

  /** Props for TextInput, PasswordInput and the like. */
  const textInput = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.currentTarget.value as V[typeof name]),
    error: errors[name],
  });

  /** Props for a Checkbox. */
  const checkbox = (name: keyof V & string) => ({
    name,
    checked: values[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.currentTarget.checked as V[typeof name]),
    error: errors[name],
  });

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  }, []);

  return {
    values,
    errors,
    setValue,
    setValues,
    setFieldError,
    setErrors,
    formError,
    setFormError,
    onSubmit,
    textInput,
    checkbox,
    reset,
  };
}

export type ZodForm<V extends Record<string, string | boolean>> = Pick<
  ReturnType<typeof useZodForm<V, unknown>>,
  'values' | 'errors' | 'setValue' | 'textInput' | 'checkbox' | 'formError'
>;
