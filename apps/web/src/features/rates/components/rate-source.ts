/** Where a rate came from, for people. */
export function sourceLabel(source: string): string {
  if (source === 'MANUAL') return 'Manual';
  if (source.startsWith('BCV')) return 'BCV';
  return source;
}
