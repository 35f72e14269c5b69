export function buildWebIfNeeded(options?: { force?: boolean }): boolean;
