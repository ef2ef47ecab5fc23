/** A linter config that cannot be used: the CLI prints the message and exits 2. */
export class LinterConfigError extends Error {
  override readonly name = 'LinterConfigError';

  constructor(
    /** The config file as shown to the user. */
    readonly file: string,
    /** Every problem found, one sentence each. */
    readonly problems: readonly string[],
  ) {
    super(
      problems.length === 1
        ? `invalid linter config ${file}: ${problems[0]}`
        : `invalid linter config ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
