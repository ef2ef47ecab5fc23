// --fix as ESLint runs it: lint, apply the fixes of agent.hcl's diagnostics, lint the fixed
// text again, and so on until a pass has nothing left to fix or MAX_FIX_PASSES have run. A fix
// that overlaps one already taken waits for the next pass (applyFixes), so each pass applies
// only edits some rule asked for on the text it saw. Only agent.hcl is fixed: the lock file is
// the kernel's to write and the global config is the user's own, outside the project. A file
// with syntax errors gets no fix at all (lintProject strips them there: broken-blocks.ts). Each pass
// realigns what its fixes touched (realignEdits: their lines, and the runs of `=` and comments
// those are in), so fixing a canonical file leaves it canonical, as `harness-lint fmt` would.
import { applyFixes } from '../diagnostics/apply-fixes.js';
import { applyEdits, type LineSpan, realignEdits } from '../hcl/format.js';
import type { LintOutput } from './lint-project.js';
import type { ProjectSources } from './parse-project.js';

export const MAX_FIX_PASSES = 10;

export interface FixedProject {
  /** agent.hcl after every pass. */
  text: Buffer;
  /** How many diagnostics' fixes were applied, over all passes. */
  fixed: number;
  /** The lint of the fixed text: what remains. */
  output: LintOutput;
}

/** The fixed project, or null when there was nothing to fix. `lint` lints one set of sources (the front end's whole run: parse, plugins, engine). */
export async function fixProject(
  sources: ProjectSources,
  first: LintOutput,
  lint: (sources: ProjectSources) => Promise<LintOutput>,
): Promise<FixedProject | null> {
  let text: Buffer = Buffer.from(sources.agent.text);
  let output = first;
  let fixed = 0;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const applied = applyFixes(
      text,
      output.diagnostics.filter((d) => d.file === sources.agent.path),
    );
    if (applied.fixed === 0 || applied.text.equals(text)) break;
    text = realigned(applied.text, applied.lines);
    fixed += applied.fixed;
    output = await lint({ ...sources, agent: { path: sources.agent.path, text } });
  }
  return fixed === 0 ? null : { text, fixed, output };
}

/** `bytes` with the lines `touched` realigned; as they are when they hold bytes that are not UTF-8 (in a comment), which a string cannot carry. */
function realigned(bytes: Buffer, touched: readonly LineSpan[]): Buffer {
  const text = bytes.toString('utf8');
  if (!Buffer.from(text).equals(bytes)) return bytes;
  const edits = realignEdits(text, touched);
  return edits.length === 0 ? bytes : Buffer.from(applyEdits(text, edits));
}
