// Array helpers for unbounded lists (diagnostics, plugin answers, tuple elements): spreading
// one into push() or Math.max() passes every element as an argument, which overflows the stack
// past about 120,000 of them.

/** Appends every item to `target` (`target.push(...items)` without the argument limit). */
export function appendAll<T>(target: { push(item: T): unknown }, items: Iterable<T>): void {
  for (const item of items) target.push(item);
}

/** The largest of `f` over `items`; 0 for none. */
export function maxOf<T>(items: Iterable<T>, f: (item: T) => number): number {
  let max = 0;
  for (const item of items) max = Math.max(max, f(item));
  return max;
}
