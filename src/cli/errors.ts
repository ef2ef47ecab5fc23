/** A failure of the run itself (bad flags, unusable input or output): one line on stderr, exit 2. */
export class CliError extends Error {}
