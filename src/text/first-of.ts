// Long lists in notes and hovers: the first few items, then how many more, so that a finding
// over thousands of tools stays readable and its size stays bounded.

/** `show` of each of the first `max` of `items`, then `and N more` for the rest. */
export function firstOf<T>(items: readonly T[], max: number, show: (item: T) => string): string[] {
  const lines = items.slice(0, max).map(show);
  if (items.length > max) lines.push(`and ${items.length - max} more`);
  return lines;
}
