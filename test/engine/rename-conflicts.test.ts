// Issue 29 item 7: one fix pass created duplicates. `verison` and `versoin` in one entry were
// both renamed to `version` (the kernel keeps the last, `>= 0.0.1`, and the exit code went from
// 1 to 0), `providr` and `provder` both became `provider` (a duplicate-attribute error), and in a
// match `kindd` and `knid` both became `kind`. A rename is now a certain fix only when no other
// finding in the same body or object renames to the same name and the name is not set there;
// otherwise it is a suggestion, and --fix leaves both names as they are.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { fixProject, lintProject, type ProjectSources } from '../../src/engine/index.js';

const sources = (text: string): ProjectSources => ({ agent: { path: 'agent.hcl', text } });

/** Each rename finding: where, and whether its rename is the fix or a suggestion. */
function renames(text: string): string[] {
  return lintProject(sources(text))
    .diagnostics.filter((d: Diagnostic) => (d.fix ?? d.suggestions?.[0])?.message.startsWith('Rename'))
    .map((d) => `${d.range.start.line}:${d.range.start.column} ${d.fix ? `fix: ${d.fix.message}` : `suggestion: ${d.suggestions![0].message}`}`);
}

/** The text after --fix's passes (unchanged when nothing was fixed). */
async function fixed(text: string): Promise<string> {
  const done = await fixProject(sources(text), lintProject(sources(text)), async (s) => lintProject(s));
  return done?.text.toString() ?? text;
}

const ENTRY = 'required_providers {\n  p = { source = "github.com/agentco/provider-p", verison = ">= 0.0.1", versoin = "1.0.0" }\n}\n';
const HOOK =
  'required_providers {\n  p = { source = "github.com/agentco/provider-p", version = "1.0.0" }\n}\nhook "pre-tool-call" {\n  providr = "p"\n  provder = "p"\n}\n';
const MATCH = 'policy "a" {\n  match  = { kindd = "resource", knid = "tool" }\n  action = "deny"\n}\n';

describe('two renames to one name in one block are suggestions, not fixes', () => {
  it('`verison` and `versoin` in one required_providers entry: neither becomes `version`, and each is an error for the missing version', async () => {
    expect(renames(ENTRY)).toEqual(['2:51 suggestion: Rename "verison" to "version"', '2:73 suggestion: Rename "versoin" to "version"']);
    expect(await fixed(ENTRY)).toBe(ENTRY);
    expect(
      lintProject(sources(ENTRY))
        .diagnostics.filter((d) => d.severity === 'error')
        .map((d) => `${d.ruleId}: ${d.message}`),
    ).toEqual([
      'required-provider-shape: required_providers entry "p" is missing "version": did you mean "version" for "verison"?',
      'required-provider-shape: required_providers entry "p" is missing "version": did you mean "version" for "versoin"?',
    ]);
  });

  it('`providr` and `provder` in one hook: neither becomes `provider` (no duplicate attribute)', async () => {
    expect(renames(HOOK)).toEqual(['5:3 suggestion: Rename "providr" to "provider"', '6:3 suggestion: Rename "provder" to "provider"']);
    expect(await fixed(HOOK)).toBe(HOOK);
  });

  it('`kindd` and `knid` in one match: neither becomes `kind`', async () => {
    expect(renames(MATCH)).toEqual(['2:14 suggestion: Rename "kindd" to "kind"', '2:34 suggestion: Rename "knid" to "kind"']);
    expect(await fixed(MATCH)).toBe(MATCH);
  });

  it('the same misspelling once in each of two blocks is certain in both', async () => {
    const text = `${MATCH.replace(', knid = "tool"', '')}policy "b" {\n  match  = { knid = "tool" }\n  action = "deny"\n}\n`;
    expect(renames(text)).toEqual(['2:14 fix: Rename "kindd" to "kind"', '6:14 fix: Rename "knid" to "kind"']);
    expect(await fixed(text)).toBe(text.replace('kindd', 'kind').replace('knid', 'kind'));
  });

  it('two blocks misspelt to one type and labels: neither is renamed; with other labels both are', async () => {
    const same = 'polcy "p" {\n  match  = { kind = "tool" }\n  action = "deny"\n}\npolicyy "p" {\n  match  = { kind = "resource" }\n  action = "deny"\n}\n';
    expect(renames(same)).toEqual(['1:1 suggestion: Rename "polcy" to "policy"', '5:1 suggestion: Rename "policyy" to "policy"']);
    const other = same.replace('policyy "p"', 'policyy "q"');
    expect(renames(other)).toEqual(['1:1 fix: Rename "polcy" to "policy"', '5:1 fix: Rename "policyy" to "policy"']);
  });
});
