// A small form state for the domain's zod schemas (the spec's messages live there): values, flat or
// nested (a property's sites and their rules), one error per field keyed by its path
// ('sites.0.name'), and inputs wired for Mantine (`error` is what links the message to the input).

import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { isMessageCode } from '../../domain/messages';
import { issueMessage } from '../../domain/messages/zod';
import {
  errorKeyIn,
  getPath,
  insertAt,
  pathKey,
  removeAt,
  setPath as setPathIn,
  withoutErrorsAt,
  type FieldPath,
} from './form-paths';
import { i18n } from './i18n';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** Messages by the path of the field they are about ('name', 'sites.0.price'); 'form' for the whole form. */
export type FieldErrors = Partial<Record<string, string>>;

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

/** How a form shows what its schema says, when the schema's paths are not the form's own. */
export type ZodFormOptions<V> = {
  /**
   * The field that shows a message about an issue's path (null: none does). By default the path as
   * far as it goes into the values (errorKeyIn): 'email' on a flat form, 'sites.0.name' on a nested one.
   */
  errorKey?: (path: readonly PropertyKey[], issue: z.core.$ZodIssue) => string | null;
  /** A screen's own words for an issue; by default the schema's message (issueText). */
  errorText?: (issue: z.core.$ZodIssue, key: string) => string;
  /** Checks the schema cannot make (they need the form's own values): their messages come first. */
  check?: (values: V) => FieldErrors;
};

type FormValidation<Out> = { success: true; data: Out } | { success: false; errors: FieldErrors };

/** The values checked as the form's submit checks them: the parsed values, or a message per field. */
export function validateForm<V, Out>(
  schema: z.ZodType<Out>,
  values: V,
  options: ZodFormOptions<V> = {},
): FormValidation<Out> {
  const result = schema.safeParse(values);
  const checked = options.check?.(values) ?? {};
  const problems = Object.entries(checked).filter(([, message]) => message);
  if (result.success && problems.length === 0) return { success: true, data: result.data };
  const schemaErrors = result.success
    ? {}
    : errorsByKey(
        result.error.issues,
        options.errorKey ?? ((path) => errorKeyIn(values, path)),
        options.errorText ?? issueText,
      );
  return { success: false, errors: { ...schemaErrors, ...Object.fromEntries(problems) } };
}

export function useZodForm<V extends Record<string, unknown>, Out>(
  schema: z.ZodType<Out>,
  initialValues: V,
  options: ZodFormOptions<V> = {},
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<FormMessage | null>(null);

  /** Drops the messages about `path` and everything inside it (they come back on the next submit if still wrong). */
  const clearErrors = useCallback((path: FieldPath) => {
    setErrors((current) => withoutErrorsAt(current, path));
  }, []);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message goes once the person changes the field; it comes back on the next submit if still wrong.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Changes the value at a path ('sites.0.name'); its messages, and those inside it, go. */
  const setPath = useCallback(
    (path: FieldPath, value: unknown) => {
      setValues((current) => setPathIn(current, path, value));
      clearErrors(path);
    },
    [clearErrors],
  );

  /** Changes the value at a path from what it is now (for changes that arrive late, like uploads). */
  const updatePath = useCallback(
    <T>(path: FieldPath, update: (current: T) => T) => {
      setValues((current) => setPathIn(current, path, update(getPath(current, path) as T)));
      clearErrors(path);
    },
    [clearErrors],
  );

  /**
   * Adds an item to the list at `path` (at the end without an index). The items after it move, so
   * every message about the list and its items goes.
   */
  const insertItem = useCallback(
    <T>(path: FieldPath, item: T, index?: number) =>
      updatePath<T[]>(path, (list) => insertAt(list ?? [], item, index)),
    [updatePath],
  );

  /** Removes the item at `index` from the list at `path`; as with adding, the list's messages go. */
  const removeItem = useCallback(
    (path: FieldPath, index: number) => updatePath<unknown[]>(path, (list) => removeAt(list ?? [], index)),
    [updatePath],
  );

  const setFieldError = useCallback((name: FieldPath, message: string | undefined) => {
    setErrors((current) => ({ ...current, [pathKey(name)]: message }));
  }, []);

  /** Parses the values, showing every field's error when they fail. */
  const parse = (): { success: true; data: Out } | { success: false } => {
    const result = validateForm(schema, values, options);
    if (result.success) {
      setErrors({});
      return result;
    }
    setErrors(result.errors);
    return { success: false };
  };

  /**
   * `onSubmit` for a <form>: validates, then calls the handler with the parsed values (or `onInvalid`
   * when they fail). The last submit's form-level message goes when a new one starts.
   */
  const onSubmit =
    (handler: (parsed: Out) => void | Promise<void>, onInvalid?: () => void) => (event: FormEvent) => {
      event.preventDefault();
      // A schema may parse to null (the card form, left empty): that is a success too.
      const result = parse();
      if (!result.success) {
        onInvalid?.();
        return;
      }
      setFormError(null);
      void handler(result.data);
    };

  /** The value, its setter and its message for a field at a path, for inputs that give the value itself. */
  const field = <T = unknown>(path: FieldPath) => ({
    value: getPath(values, path) as T,
    onChange: (value: T) => setPath(path, value),
    error: errors[pathKey(path)],
  });

  /** Props for TextInput, PasswordInput and the like, at a field's name or path. */
  const textInput = (path: (keyof V & string) | FieldPath) => ({
    name: pathKey(path),
    value: String(getPath(values, path) ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setPath(path, event.currentTarget.value),
    error: errors[pathKey(path)],
  });

  /** Props for a Checkbox, at a field's name or path. */
  const checkbox = (path: (keyof V & string) | FieldPath) => ({
    name: pathKey(path),
    checked: getPath(values, path) === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setPath(path, event.currentTarget.checked),
    error: errors[pathKey(path)],
  });

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  }, []);

  return {
    values,
    errors: errors as FormErrors<V> & FieldErrors,
    setValue,
    setValues,
    setPath,
    updatePath,
    insertItem,
    removeItem,
    setFieldError,
    setErrors,
    clearErrors,
    formError,
    setFormError,
    onSubmit,
    field,
    textInput,
    checkbox,
    reset,
  };
}

type FlatForm<V extends Record<string, string | boolean>> = ReturnType<typeof useZodForm<V, unknown>>;

/** What the form kit's fields need of a flat form: its values, messages and inputs by field name. */
export type ZodForm<V extends Record<string, string | boolean>> = Pick<
  FlatForm<V>,
  'values' | 'errors' | 'setValue' | 'formError'
> & {
  textInput: (name: keyof V & string) => ReturnType<FlatForm<V>['textInput']>;
  checkbox: (name: keyof V & string) => ReturnType<FlatForm<V>['checkbox']>;
};
