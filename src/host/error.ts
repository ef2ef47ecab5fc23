/**
 * The host could not do what a lint needs (an unreadable agent.hcl, a broken linter config):
 * the CLI prints it and exits 2, the language server logs it and publishes nothing over it.
 */
export class HostError extends Error {
  constructor(
    message: string,
    /** Lines shown under the message, one item each (e.g. every problem of a linter config). */
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}
