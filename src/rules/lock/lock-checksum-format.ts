// Catalogue 4.4: the kernel compares checksums as exact strings against "sha256:" + 64 lowercase
// hex digits, so any other value can never verify (it fails at install time, hence a warning).
import type { RuleContext, RuleMeta } from '../rule.js';
import { lockScope } from '../support/lock-scope.js';

export const meta = {
  id: 'lock-checksum-format',
  severity: 'warning',
  description: 'A checksum is not "sha256:" followed by 64 lowercase hex digits',
  group: 'lock',
  needsCapabilities: false,
} as const satisfies RuleMeta;

const WELL_FORMED = /^sha256:[0-9a-f]{64}$/;

/** What is wrong with a checksum value, without quoting it at length. */
function problem(value: string): string {
  if (!value.startsWith('sha256:')) return 'does not start with "sha256:"';
  const digest = value.slice('sha256:'.length);
  if (/^[0-9a-fA-F]*$/.test(digest) && /[A-F]/.test(digest)) return 'has uppercase hex digits';
  if (!/^[0-9a-f]*$/.test(digest)) return 'holds characters other than lowercase hex digits';
  return `has ${digest.length} hex digit${digest.length === 1 ? '' : 's'} instead of 64`;
}

export function check(ctx: RuleContext): void {
  const lock = lockScope(ctx.project);
  if (lock === null) return;
  for (const entry of lock.model.entries) {
    for (const sum of entry.checksums?.entries ?? []) {
      if (WELL_FORMED.test(sum.value)) continue;
      ctx.report({
        file: lock.path,
        range: sum.valueRange,
        message: `lock entry provider ${JSON.stringify(entry.name)}: checksum for ${JSON.stringify(sum.platform)} ${problem(sum.value)}; regenerate the entry`,
        notes: [
          `a checksum is "sha256:" followed by 64 lowercase hex digits; this one can never match the binary, so installing on ${sum.platform} will fail verification`,
        ],
      });
    }
  }
}
