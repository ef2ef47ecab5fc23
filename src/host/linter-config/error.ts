/** A linter config that cannot be used: the CLI prints the message and exits 2. */
export class LinterConfigError extends Error {
  override readonly name = 'LinterConfigError';

  /** The first line of the message, and the problems listed under it when there are several. */
  readonly summary: string;
  readonly items: readonly string[];

  constructor(
    /** The config file as shown to the user. */
    readonly file: string,
    /** The problems found, one sentence each (the first ones, when `more` is set). */
    readonly problems: readonly string[],
    /** How many further problems were found but not spelt out. */
    readonly more = 0,
  ) {
    const single = problems.length === 1 && more === 0;
    const summary = single ? `invalid linter config ${file}: ${problems[0]}` : `invalid linter config ${file}:`;
    const items = single ? [] : [...problems, ...(more > 0 ? [`and ${more} more ${more === 1 ? 'problem' : 'problems'}`] : [])];
    super([summary, ...items.map((p) => `  - ${p}`)].join('\n'));
    this.summary = summary;
    this.items = items;
  }
}
