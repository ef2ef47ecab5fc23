/** A linter config that cannot be used: the CLI prints the message and exits 2. */
export class LinterConfigError extends Error {
  override readonly name = 'LinterConfigError';

  constructor(
    /** The config file as shown to the user. */
    readonly file: string,
    /** The problems found, one sentence each (the first ones, when `more` is set). */
    readonly problems: readonly string[],
    /** How many further problems were found but not spelt out. */
    readonly more = 0,
  ) {
    super(
      problems.length === 1 && more === 0
        ? `invalid linter config ${file}: ${problems[0]}`
        : `invalid linter config ${file}:\n${[...problems, ...(more > 0 ? [`and ${more} more ${more === 1 ? 'problem' : 'problems'}`] : [])].map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
