// Where each rule is documented: its page under docs/rules/ in the repository. The registry
// puts it on every rule's meta (RegisteredMeta.url, as ESLint's meta.docs.url); what holds only
// an id asks here: a finding whose id has no meta, a link from one rule page to another.

/** Where the project lives. */
export const HOMEPAGE = 'https://github.com/pluggableharness/harness-lint';

/** The documentation page of the rule `ruleId`. */
export function ruleUrl(ruleId: string): string {
  return `${HOMEPAGE}/blob/main/docs/rules/${encodeURIComponent(ruleId)}.md`;
}
