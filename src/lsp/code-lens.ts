// Code lenses of the effective permissions: above each policy what it decides ("decides 7 tools:
// 3 allow · 4 ask"; "decides nothing: shadowed by …"), above each agent_profile its scope
// ("12 tools: 5 allow · 4 ask · 3 deny"). None until a provider has answered; what a provider
// that has not answered would add is said, never guessed.
import type { CodeLens } from 'vscode-languageserver';
import type { Range } from '../diagnostics/diagnostic.js';
import type { AgentConfig } from '../models/agent/model.js';
import { concernedAnswered, type PolicyOutcome, undeclaredProvider } from '../models/permissions/policy-outcomes.js';
import type { Decision } from '../models/permissions/policy-index.js';
import { escapeControl } from '../text/escape.js';
import type { Loaded } from './advertised.js';
import { permissionsNow } from './permission-hover.js';
import type { SourceText } from './positions.js';

const DECISIONS: readonly Decision[] = ['allow', 'ask', 'deny'];

function tools(n: number): string {
  return n === 1 ? '1 tool' : `${n} tools`;
}

function counts(decisions: readonly Decision[]): string {
  return DECISIONS.map((d) => [d, decisions.filter((x) => x === d).length] as const)
    .filter(([, n]) => n > 0)
    .map(([d, n]) => `${n} ${d}`)
    .join(' · ');
}

/** A lens title names policies and profiles from the file: shown with controls escaped (a title is plain text). */
function quoted(name: string): string {
  return `"${escapeControl(name)}"`;
}

function policyTitle(outcome: PolicyOutcome): string {
  const { decides, matches, outranked } = outcome;
  if (decides.length > 0) return `decides ${tools(decides.length)}: ${counts(decides.map((t) => t.decision))}`;
  if (matches.length === 0) return 'decides nothing: matches no advertised tool';
  const winners = [...new Set(outranked.map((o) => o.by))].sort((a, b) => a.headerRange.start.offset - b.headerRange.start.offset);
  return winners.length > 0
    ? `decides nothing: shadowed by ${winners.map((w) => quoted(w.name)).join(', ')}`
    : 'decides nothing: tied with a policy of the same criteria';
}

export function codeLenses(model: AgentConfig, loaded: Loaded, source: SourceText): CodeLens[] {
  const now = permissionsNow(model, loaded);
  if (!now) return [];
  const lens = (range: Range, title: string): CodeLens => ({
    range: source.toRange(range),
    command: { title, command: '' },
  });
  const out: CodeLens[] = [];
  for (const policy of model.policies) {
    const outcome = now.outcomes.get(policy);
    if (!outcome) continue;
    const undeclared = undeclaredProvider(now.permissions, policy);
    const unknown =
      undeclared !== undefined
        ? ` (provider ${quoted(undeclared)} is not declared)`
        : concernedAnswered(now.permissions, policy)
          ? ''
          : ' (some providers have not answered)';
    out.push(lens(policy.headerRange, policyTitle(outcome) + unknown));
  }
  for (const p of now.permissions.profiles) {
    const unknown = p.unknown.length > 0 ? ` (not known: ${p.unknown.map((i) => quoted(i.value)).join(', ')})` : '';
    out.push(lens(p.profile.headerRange, `${tools(p.keys.length)}: ${p.allow} allow · ${p.ask} ask · ${p.deny} deny${unknown}`));
  }
  return out.sort((a, b) => a.range.start.line - b.range.start.line);
}
