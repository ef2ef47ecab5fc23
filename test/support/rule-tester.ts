// A RuleTester after ESLint's: each case is a small project (agent.hcl, optionally the lock file,
// the global config and the plugins' answers), linted by the engine the CLI and the language
// server use (lintProject: parser, decoders, rules and suppressions); a case compares exactly the diagnostics of the rule under
// test (rule id, range, message, related, notes, its fix's title), the exact edits of its fixes and suggestions, and
// the files after its fixes are applied (`output`).
//
//   testRule('hook-point-unknown', {
//     valid: [{ agent: 'hook "session-start" { provider = "audit" }\n' }],
//     invalid: [{ agent: 'hook "pre_tool_call" { provider = "audit" }\n', errors: [{ range: [1, 6, 1, 21], message: '…' }] }],
//   });
import { describe, expect, it } from 'vitest';
import type { Diagnostic, TextEdit } from '../../src/diagnostics/diagnostic.js';
import { fixProject, lintProject, type HostFacts, type LintOutput, type ProviderAnswer } from '../../src/engine/index.js';
import { formatHcl } from '../../src/hcl/index.js';
import { applyFixes } from '../../src/diagnostics/apply-fixes.js';
import { allRules } from '../../src/rules/index.js';
import type { Category, ProviderCapabilities } from '../../src/models/advertised/wire-types.js';

export const AGENT = 'agent.hcl';
export const LOCK = '.agent/agent.lock.hcl';
export const GLOBAL = 'global.hcl';

/** A plugin's answers as a conformance case's providers.json writes them: one category and its capabilities, or several categories. */
export interface ProviderSpec {
  category?: Category;
  capabilities?: Record<string, unknown>;
  categories?: Partial<Record<Category, Record<string, unknown>>>;
  describe?: Record<string, unknown>;
}

export function toCapabilities(name: string, spec: ProviderSpec): ProviderCapabilities {
  const categories = spec.categories ?? (spec.category ? { [spec.category]: spec.capabilities ?? {} } : {});
  const caps: ProviderCapabilities = { name, categories };
  if (spec.describe) caps.describe = spec.describe;
  return caps;
}

/** One project: agent.hcl's text, and the other files when the case has them. */
export interface CaseFiles {
  agent?: string;
  lock?: string;
  global?: string;
  /** The plugins' answers per required_providers local name, as a conformance case's providers.json writes them. Absent: plugins are not asked (--no-plugins). */
  capabilities?: Record<string, ProviderSpec>;
  /** The machine's facts for the environment rules (default: an empty environment, no binary checked). */
  host?: HostFacts;
}

export interface ValidCase extends CaseFiles {
  name?: string;
}

/** An expected diagnostic of the rule under test: range as [line, column, end line, end column]. */
export interface ExpectedError {
  message: string;
  range: [number, number, number, number];
  /** Default agent.hcl. */
  file?: string;
  related?: { file?: string; range: [number, number, number, number]; message: string }[];
  notes?: string[];
  /** The title of its fix (a code action's, JSON's `fixMessage`); required when it has one. */
  fixMessage?: string;
}

/** An expected edit: the range replaced, as [line, column, end line, end column], and its new text. */
export interface ExpectedEdit {
  range: [number, number, number, number];
  text: string;
}

export interface InvalidCase extends ValidCase {
  errors: ExpectedError[];
  /** Every edit of the rule's fixes, in report order; absent, the rule must attach no fix. */
  fix?: ExpectedEdit[];
  /** The files after the rule's fixes are applied (ESLint's `output`); required with `fix`. */
  output?: { agent?: string; lock?: string; global?: string };
  /** The rule's suggestions, in order. */
  suggestions?: { message: string; edits: ExpectedEdit[] }[];
}

interface Shown {
  file: string;
  range: [number, number, number, number];
  message: string;
  related?: { file: string; range: [number, number, number, number]; message: string }[];
  notes?: string[];
  fixMessage?: string;
}

const span = (r: Diagnostic['range']): [number, number, number, number] => [r.start.line, r.start.column, r.end.line, r.end.column];
const edit = (e: TextEdit): ExpectedEdit => ({ range: span(e.range), text: e.text });

/** Every diagnostic of the project, as the CLI would report it with these files (the opt-in rule `ruleId` enabled). */
export function lintCase(files: CaseFiles, ruleId: string): Diagnostic[] {
  return lintCaseOutput(files, ruleId).diagnostics;
}

/**
 * agent.hcl as --fix leaves it (fixProject: every rule's fixes, pass after pass, each realigning
 * what it touched), when agent.hcl is canonical (what `harness-lint fmt` writes); else undefined.
 * Fixing a canonical file must leave it canonical.
 */
export async function fixedCanonical(files: CaseFiles, ruleId: string): Promise<string | undefined> {
  const agent = files.agent ?? '';
  if (formatHcl(agent) !== agent) return undefined;
  const done = await fixProject({ agent: { path: AGENT, text: agent } }, lintCaseOutput(files, ruleId), async (s) =>
    lintCaseOutput({ ...files, agent: s.agent.text.toString() }, ruleId),
  );
  return done?.text.toString() ?? agent;
}

function lintCaseOutput(files: CaseFiles, ruleId: string): LintOutput {
  const answers =
    files.capabilities && new Map<string, ProviderAnswer>(Object.entries(files.capabilities).map(([n, s]) => [n, { capabilities: toCapabilities(n, s) }]));
  return lintProject({
    agent: { path: AGENT, text: files.agent ?? '' },
    ...(files.lock !== undefined && { lock: { path: LOCK, text: files.lock } }),
    ...(files.global !== undefined && { global: { path: GLOBAL, text: files.global } }),
    ...(answers && { capabilities: answers }),
    settings: { rules: allRules.some((r) => r.meta.id === ruleId && r.meta.optIn) ? { [ruleId]: 'warning' } : {} },
    host: files.host ?? { env: {} },
  });
}

function shown(d: Diagnostic): Shown {
  const out: Shown = { file: d.file, range: span(d.range), message: d.message };
  if (d.related) out.related = d.related.map((r) => ({ file: r.file, range: span(r.range), message: r.message }));
  if (d.notes) out.notes = d.notes;
  if (d.fix) out.fixMessage = d.fix.message;
  return out;
}

function expected(e: ExpectedError): Shown {
  const out: Shown = { file: e.file ?? AGENT, range: e.range, message: e.message };
  if (e.related) out.related = e.related.map((r) => ({ file: r.file ?? AGENT, range: r.range, message: r.message }));
  if (e.notes) out.notes = e.notes;
  if (e.fixMessage) out.fixMessage = e.fixMessage;
  return out;
}

/** The diagnostics of `ruleId` only, in report order. */
export function ruleDiagnostics(files: CaseFiles, ruleId: string): Diagnostic[] {
  return lintCase(files, ruleId).filter((d) => d.ruleId === ruleId);
}

const caseName = (c: ValidCase, i: number, kind: string) => `${kind} ${i + 1}${c.name ? `: ${c.name}` : ''}`;

/** Registers the cases of one rule as vitest tests. */
export function testRule(ruleId: string, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  describe(ruleId, () => {
    it('is a registered rule with at least one invalid case', () => {
      expect(allRules.map((r) => r.meta.id)).toContain(ruleId);
      expect(cases.invalid.length).toBeGreaterThan(0);
    });
    // Its meta (ESLint's fixable, hasSuggestions), which its page and --list-rules tell, says it fixes or
    // suggests exactly when some case shows it doing so; each case pins what the rule attaches.
    it('its meta says it fixes and suggests exactly when its cases show it', () => {
      const meta = allRules.find((r) => r.meta.id === ruleId)?.meta;
      expect({ fixable: meta?.fixable === true, hasSuggestions: meta?.hasSuggestions === true }).toEqual({
        fixable: cases.invalid.some((c) => (c.fix?.length ?? 0) > 0),
        hasSuggestions: cases.invalid.some((c) => (c.suggestions?.length ?? 0) > 0),
      });
    });
    cases.valid.forEach((c, i) => {
      it(caseName(c, i, 'valid'), () => {
        expect(ruleDiagnostics(c, ruleId).map(shown)).toEqual([]);
      });
    });
    cases.invalid.forEach((c, i) => {
      it(caseName(c, i, 'invalid'), () => {
        expect(c.errors.length).toBeGreaterThan(0);
        const found = ruleDiagnostics(c, ruleId);
        expect(found.map(shown)).toEqual(c.errors.map(expected));
        expect(found.flatMap((d) => d.fix?.edits ?? []).map(edit)).toEqual(c.fix ?? []);
        expect(c.output === undefined).toBe(c.fix === undefined);
        expect(found.flatMap((d) => d.suggestions ?? []).map((s) => ({ message: s.message, edits: s.edits.map(edit) }))).toEqual(c.suggestions ?? []);
        const fixed = (file: string, text: string | undefined) =>
          text === undefined
            ? undefined
            : applyFixes(
                Buffer.from(text),
                found.filter((d) => d.file === file),
              ).text.toString();
        const output = { agent: fixed(AGENT, c.agent), lock: fixed(LOCK, c.lock), global: fixed(GLOBAL, c.global) };
        const unchanged = { agent: c.agent, lock: c.lock, global: c.global };
        expect(output).toEqual({ ...unchanged, ...c.output });
        if (c.output) {
          // Idempotent: the fixed files have nothing left for this rule to fix.
          const again = ruleDiagnostics({ ...c, ...output }, ruleId);
          expect(again.filter((d) => d.fix)).toEqual([]);
        }
      });
      if (c.output?.agent !== undefined)
        it(`${caseName(c, i, 'invalid')}: --fix leaves a canonical agent.hcl canonical`, async () => {
          const fixed = await fixedCanonical(c, ruleId);
          if (fixed !== undefined) expect(fixed).toBe(formatHcl(fixed));
        });
    });
  });
}
