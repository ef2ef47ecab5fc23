/** A failure of the run itself (bad flags, unusable input or output): a line on stderr (and its details), exit 2. */
export class CliError extends Error {
  constructor(
    message: string,
    /** Lines printed under the message, one item each (e.g. every problem of a linter config). */
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}
