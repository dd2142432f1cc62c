/** For optional text fields: an empty box means "not given", not an empty string. */
export function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
