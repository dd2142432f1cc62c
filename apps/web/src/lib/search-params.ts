/** A list's filters as a query string: empty and missing values left out. */
export function searchParams(filters: Record<string, string | number | undefined>) {
  return new URLSearchParams(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}
