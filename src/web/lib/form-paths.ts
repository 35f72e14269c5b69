// Paths into a form's nested values (a property's sites, a site's rules, a page's blocks): read and
// write one value without touching the rest, and find the messages about it. A path is written
// 'sites.0.name' or ['sites', 0, 'name']; the dotted form is also the key of its message.

/** Where a value sits in a form's values: 'sites.0.name' or ['sites', 0, 'name']. */
export type FieldPath = string | readonly PropertyKey[];

/** The path's segments; a segment of digits is an index into a list. */
export function pathSegments(path: FieldPath): (string | number)[] {
  const parts = typeof path === 'string' ? path.split('.').filter((part) => part !== '') : path;
  return parts.map((part) =>
    typeof part === 'number' || (typeof part === 'string' && /^\d+$/.test(part))
      ? Number(part)
      : String(part),
  );
}

/** The key of a path's message: its segments joined by dots ('sites.0.name'). */
export function pathKey(path: FieldPath): string {
  return pathSegments(path).join('.');
}

const isContainer = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null;

/** The value at `path`; undefined when something on the way is missing. */
export function getPath(values: unknown, path: FieldPath): unknown {
  let current = values;
  for (const segment of pathSegments(path)) {
    if (!isContainer(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/**
 * A copy of `values` with `next` at `path`: only the objects and lists on the way are copied (the rest
 * is shared, so React sees what changed); a missing step is made a list before an index, else an object.
 */
export function setPath<T>(values: T, path: FieldPath, next: unknown): T {
  return setSegments(values, pathSegments(path), next) as T;
}

function setSegments(current: unknown, segments: readonly (string | number)[], next: unknown): unknown {
  const [segment, ...rest] = segments;
  if (segment === undefined) return next;
  const container: Record<PropertyKey, unknown> | unknown[] = Array.isArray(current)
    ? [...(current as unknown[])]
    : isContainer(current)
      ? { ...current }
      : typeof segment === 'number'
        ? []
        : {};
  const child = (container as Record<PropertyKey, unknown>)[segment];
  (container as Record<PropertyKey, unknown>)[segment] = setSegments(child, rest, next);
  return container;
}

/** The list with `item` put at `index` (at the end when there is no index). */
export function insertAt<T>(list: readonly T[], item: T, index: number = list.length): T[] {
  return [...list.slice(0, index), item, ...list.slice(index)];
}

/** The list without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * The messages without those about `path`: its own and those of everything inside it (a site's
 * fields go with the site). The same object when there were none, so no render follows.
 */
export function withoutErrorsAt<E extends Partial<Record<string, string>>>(errors: E, path: FieldPath): E {
  const key = pathKey(path);
  const inside = (field: string) => field === key || field.startsWith(`${key}.`);
  if (!Object.keys(errors).some(inside)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !inside(field))) as E;
}

/**
 * Which field shows a message about an issue's path: the path as far as it goes into the form's
 * objects and lists, so a flat form's field keeps the messages about its parts ('email') and a
 * nested form's site field gets its own ('sites.0.name'). A path about the whole form is 'form'.
 */
export function errorKeyIn(values: unknown, path: readonly PropertyKey[]): string {
  const shown: PropertyKey[] = [];
  let current = values;
  for (const segment of path) {
    shown.push(segment);
    current = isContainer(current) ? current[segment] : undefined;
    if (!isContainer(current)) break;
  }
  return shown.length === 0 ? 'form' : pathKey(shown);
}
