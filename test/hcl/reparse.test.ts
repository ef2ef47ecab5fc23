// reparse() must give exactly what parse() gives for the new text, after any chain of edits,
// and must keep the untouched top-level items (the point of it) where it can.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePolicies } from '../../bench/generate.mjs';
import { type ParseResult, parse } from '../../src/hcl/index.js';
import { type ReusableParse, reparse } from '../../src/hcl/reparse.js';
import { fcParams } from '../fuzz/support/fuzz-config.js';

const example = readFileSync(new URL('../../examples/agent.hcl', import.meta.url), 'utf8');
const terraform = readFileSync(new URL('../fixtures/hcl/realworld/terraform-aws-eks/outputs.tf', import.meta.url), 'utf8');
const policies = `# policies\n${generatePolicies(30)}`;
const nonAscii =
  'policy "é" {\n  match  = { tool_name = "😀.x" }\n  action = "deny" # ✓\n}\n\n/* a\n  ü */\npolicy "b" {\n  match  = {}\n  action = "ask"\n}\n';

/** What an editor's keystrokes and pastes insert: plain text, structure that opens or closes things, non-ASCII, a lone surrogate. */
const INSERTS = [
  '#',
  'x',
  ' ',
  '\n',
  '\r\n',
  '{',
  '}',
  '"',
  '/*',
  '*/',
  '<<EOF\n',
  'EOF\n',
  '[',
  ']',
  '${',
  'é',
  '😀',
  '\ud800',
  '=',
  'policy "n" {\n  match  = {}\n  action = "deny"\n}\n',
  'a = 1\n',
];

interface Edit {
  at: number;
  remove: number;
  insert: string;
}

const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 4, max: 80 })),
  // Mostly what keeps a file parsing (the reuse path), often what breaks it.
  insert: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('x', ' ', '\n', '#', '\n\n') }, fc.constantFrom(...INSERTS), fc.constant('')),
  /** Like an editor's undo: back to the last text that parsed clean, when this one does not. */
  undo: fc.boolean(),
});

function apply(text: string, e: { at: number; remove: number; insert: string }): { text: string; edit: Edit } {
  const at = Math.floor(e.at * text.length);
  return { text: text.slice(0, at) + e.insert + text.slice(at + e.remove), edit: { at, remove: e.remove, insert: e.insert } };
}

/** Node for node, position for position (JSON keeps this fast on whole files; toEqual is not). */
function expectSameParse(result: ParseResult, text: string): void {
  const got = JSON.stringify(result);
  const want = JSON.stringify(parse(text));
  if (got === want) return;
  let at = 0;
  while (got[at] === want[at]) at++;
  expect(got.slice(Math.max(0, at - 200), at + 200)).toBe(want.slice(Math.max(0, at - 200), at + 200));
}

describe('reparse', () => {
  for (const [name, base] of [
    ['examples/agent.hcl', example],
    ['a terraform file', terraform],
    ['30 generated policies', policies],
    ['non-ASCII text', nonAscii],
  ] as const) {
    it(`equals parse() after every edit of a chain, on ${name}`, () => {
      let kept = 0;
      let total = 0;
      fc.assert(
        fc.property(fc.array(edit, { minLength: 1, maxLength: 10 }), (edits) => {
          let text = base;
          let clean = base;
          let state: ReusableParse = reparse(text);
          for (const e of edits) {
            text = e.undo && state.result.diagnostics.length > 0 ? clean : apply(text, e).text;
            const before = new Set(state.result.file.body.items);
            state = reparse(text, state);
            expectSameParse(state.result, text);
            if (state.result.file.body.items.some((item) => before.has(item))) kept++;
            if (state.result.diagnostics.length === 0) clean = text;
            total++;
          }
        }),
        fcParams(25),
      );
      // The property is about the reuse path: enough edits must have taken it.
      expect(kept / total).toBeGreaterThan(0.2);
    });
  }

  it('keeps the top-level blocks before and after a one-character edit, and moves those after', () => {
    const first = reparse(policies);
    const before = first.result.file.body.items.map((item) => ({ item, line: item.range.start.line, offset: item.range.start.offset }));
    const at = policies.indexOf('policy', policies.length / 2);
    const text = `${policies.slice(0, at)}\n${policies.slice(at)}`;
    const next = reparse(text, first);
    expectSameParse(next.result, text);
    const items = next.result.file.body.items;
    const edited = before.findIndex((b) => b.offset >= Buffer.byteLength(policies.slice(0, at)));
    expect(edited).toBeGreaterThan(1);
    for (let k = 0; k < items.length; k++) {
      if (k === edited - 1 || k === edited) continue;
      expect(items[k]).toBe(before[k].item);
    }
    expect(items[edited + 1].range.start).toEqual({ line: before[edited + 1].line + 1, column: 1, offset: before[edited + 1].offset + 1 });
  });

  it('parses whole again when the text has a syntax error, and builds on the next clean one', () => {
    const broken = reparse(`${policies}policy "x" {\n`);
    expect(broken.itemPositions).toBeNull();
    expect(broken.result.diagnostics.map((d) => d.message)).toEqual(parse(`${policies}policy "x" {\n`).diagnostics.map((d) => d.message));
    const clean = reparse(policies, broken);
    expect(clean.itemPositions).not.toBeNull();
    expectSameParse(clean.result, policies);
  });
});
