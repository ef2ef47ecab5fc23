// fixProject is --fix's loop: it lints the fixed text again until a pass has nothing left to
// fix, and stops after MAX_FIX_PASSES whatever the rules keep asking for; each pass realigns the
// runs of `=` and comments its fixes touch, and nothing else.
import { describe, expect, it } from 'vitest';
import { fixProject, lintProject, MAX_FIX_PASSES, type LintOutput, type ProjectSources } from '../../src/engine/index.js';

const sources = (text: string): ProjectSources => ({ agent: { path: 'agent.hcl', text } });

describe('fixProject', () => {
  it('fixes what a pass uncovers, passes until nothing is left, and reports what remains', async () => {
    // The block type is fixed first; only then is the policy decoded and its action fixed.
    const text = 'polcy "p" {\n  action = "Deny"\n}\n';
    const lint = async (s: ProjectSources) => lintProject(s);
    let passes = 0;
    const counted = async (s: ProjectSources) => (passes++, lint(s));
    const fixed = await fixProject(sources(text), await lint(sources(text)), counted);
    expect(fixed?.text.toString()).toBe('policy "p" {\n  action = "deny"\n}\n');
    expect(fixed?.fixed).toBe(2);
    expect(passes).toBe(2);
    expect(fixed?.output.diagnostics.map((d) => d.ruleId)).toEqual(['hcl-missing-required-argument']);
  });

  it('answers null when there is nothing to fix', async () => {
    const text = 'policy "p" {\n  match  = { kind = "resource" }\n  action = "deny"\n}\n';
    expect(await fixProject(sources(text), lintProject(sources(text)), async (s) => lintProject(s))).toBeNull();
  });

  it(`stops after ${MAX_FIX_PASSES} passes when every pass asks for more`, async () => {
    let passes = 0;
    const growing = (text: string): LintOutput => ({
      files: ['agent.hcl'],
      projects: [{ agent: 'agent.hcl' }],
      diagnostics: [
        {
          ruleId: 'r',
          severity: 'error',
          message: 'm',
          file: 'agent.hcl',
          range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
          fix: {
            message: 'Prepend the length',
            edits: [{ range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } }, text: `${text.length}` }],
          },
        },
      ],
    });
    const fixed = await fixProject(sources(''), growing(''), async (s) => (passes++, growing(s.agent.text.toString())));
    expect(passes).toBe(MAX_FIX_PASSES);
    expect(fixed?.fixed).toBe(MAX_FIX_PASSES);
  });

  /** A lint whose one finding renames `ab` (line 2, columns 3 to 5) to `abcdef`, at `offset`; nothing once fixed. */
  const renaming =
    (offset: number) =>
    (text: string): LintOutput => ({
      files: ['agent.hcl'],
      projects: [{ agent: 'agent.hcl' }],
      diagnostics: text.includes('abcdef')
        ? []
        : [
            {
              ruleId: 'r',
              severity: 'error',
              message: 'm',
              file: 'agent.hcl',
              range: { start: { line: 2, column: 3, offset }, end: { line: 2, column: 5, offset: offset + 2 } },
              fix: {
                message: 'Rename',
                edits: [{ range: { start: { line: 2, column: 3, offset }, end: { line: 2, column: 5, offset: offset + 2 } }, text: 'abcdef' }],
              },
            },
          ],
    });

  it('realigns the runs of = and of comments a fix touches, and leaves the rest as it was', async () => {
    const text = 'a {\n  ab = 1 # one\n  c  = 2 # two\n}\nb {\n  x=1\n}\n';
    const lint = renaming(6);
    const fixed = await fixProject(sources(text), lint(text), async (s) => lint(s.agent.text.toString()));
    expect(fixed?.text.toString()).toBe('a {\n  abcdef = 1 # one\n  c      = 2 # two\n}\nb {\n  x=1\n}\n');
  });

  it('leaves the fixed text unaligned where it holds bytes that are not UTF-8 (in a comment)', async () => {
    const text = Buffer.concat([Buffer.from('a {\n  ab = 1 # '), Buffer.from([0xff]), Buffer.from('\n  c  = 2\n}\n')]);
    const lint = renaming(6);
    const bytes = await fixProject({ agent: { path: 'agent.hcl', text } }, lint(''), async () => lint('abcdef'));
    expect(bytes?.text).toEqual(Buffer.concat([Buffer.from('a {\n  abcdef = 1 # '), Buffer.from([0xff]), Buffer.from('\n  c  = 2\n}\n')]));
  });
});
