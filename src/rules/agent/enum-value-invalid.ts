// 2.3: values outside their enumeration. log_level "fatal" is a spec/kernel disagreement (§9 #1).
import type { Range } from '../../diagnostics/diagnostic.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { nearName } from '../../text/did-you-mean.js';
import { agentView } from './support/context.js';
import { ACTIONS, HOOK_MODES, KINDS, LOG_LEVELS, PROTOCOLS, RISKS } from '../../models/agent/model.js';
import { replaceString, replaceWith } from '../../hcl/edits.js';

function allowedList(values: string[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** How a value is spelt once case and `-`/`_` are set aside: "Read-Only" is "read_only". */
function spelling(value: string): string {
  return value.toLowerCase().replaceAll('-', '_');
}

/** The allowed value `value` is a respelling of, if any: certainly what was meant. */
function respelt(value: string, allowed: string[]): string | undefined {
  const matches = allowed.filter((a) => spelling(a) === spelling(value));
  return matches.length === 1 ? matches[0] : undefined;
}

export const meta = {
  id: 'enum-value-invalid',
  severity: 'error',
  description: 'A policy action, match kind/risk, hook mode, log_level or observability protocol outside its allowed values.',
  group: 'agent',
  needsCapabilities: false,
  fixable: true,
  hasSuggestions: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const { model, file } = view;
  const report = (what: string, field: { value: string; valueRange: Range }, allowed: string[], range: Range, extra = ''): void => {
    const { value } = field;
    if (allowed.includes(value)) return;
    const near = nearName(value, allowed);
    const hint = near ? `; did you mean "${near}"?` : '';
    // A respelling is certainly the value meant; a near value is only a guess.
    const same = respelt(value, allowed);
    const fix = same === undefined ? undefined : replaceWith(field.valueRange, value, same);
    const suggestions = same === undefined && near ? [{ message: `Replace with "${near}"`, edits: [replaceString(field.valueRange, near)] }] : undefined;
    ctx.report({ file, range, message: `${what} ${JSON.stringify(value)} is not one of ${allowedList(allowed)}${extra}${hint}`, fix, suggestions });
  };
  const located = (f: { value: string; range: Range }) => ({ value: f.value, valueRange: f.range });

  for (const p of model.policies) {
    const owner = `policy "${p.name}"`;
    if (p.action) report(`${owner}: action`, located(p.action), ACTIONS, p.action.range);
    const kind = p.match?.fields.kind;
    if (kind) {
      const extra = kind.value === 'interactive' ? ' (interactive operations cannot be matched by kind; match them by tool_name)' : '';
      report(`${owner}: match.kind`, kind, KINDS, kind.valueRange, extra);
    }
    const risk = p.match?.fields.risk;
    if (risk) report(`${owner}: match.risk`, risk, RISKS, risk.valueRange);
  }
  for (const h of model.hooks) {
    if (h.mode) report(`hook "${h.point}": mode`, located(h.mode), HOOK_MODES, h.mode.range);
  }
  const s = model.settings;
  if (s?.logLevel) {
    if (s.logLevel.value === 'fatal') {
      ctx.report({
        file,
        range: s.logLevel.range,
        message: 'settings: log_level "fatal" is rejected by the kernel; use "error" until the kernel accepts "fatal"',
        notes: [
          'the spec allows "fatal" (blocks-reference.md#settings lists six levels), but the kernel accepts only "trace", "debug", "info", "warn", "error"',
        ],
      });
    } else report('settings: log_level', located(s.logLevel), LOG_LEVELS, s.logLevel.range);
  }
  // Every observability{} block, not only the last: the kernel decodes and checks each.
  for (const { protocol } of s?.observabilities ?? []) {
    if (protocol) report('settings.observability: protocol', located(protocol), PROTOCOLS, protocol.range);
  }
}
