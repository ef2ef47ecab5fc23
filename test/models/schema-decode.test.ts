import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import type { SourceDiagnostic } from '../../src/diagnostics/diagnostic.js';
import type { RuleId } from '../../src/rules/index.js';
import {
  blockDisplayName,
  blockHeaderRange,
  decodeBody,
  readBool,
  readInteger,
  readNumber,
  readString,
  readStringList,
  readStringObject,
  type BodySchema,
} from '../../src/hcl/schema-decode.js';
import { at } from '../support/lint-agent.js';
import { nearName } from '../../src/text/did-you-mean.js';

function brief(d: SourceDiagnostic<RuleId>) {
  return {
    ruleId: d.ruleId,
    severity: d.severity,
    message: d.message,
    range: { start: { line: d.range.start.line, column: d.range.start.column }, end: { line: d.range.end.line, column: d.range.end.column } },
  };
}

const MIRROR: BodySchema = {
  attributes: [{ name: 'default', required: true }],
  blocks: [
    { type: 'mirror', labels: 0 },
    { type: 'entry', labels: 1 },
  ],
};

function decodeFirstBlock(source: string, schema: BodySchema) {
  const file = parse(source).file;
  const block = file.body.blocks[0];
  const diags: SourceDiagnostic<RuleId>[] = [];
  const content = decodeBody(block.body, schema, { name: blockDisplayName(block), headerRange: blockHeaderRange(block) }, diags);
  return { content, diags: diags.map(brief) };
}

describe('decodeBody', () => {
  it('returns declared attributes by name and valid blocks in order', () => {
    const src = 'outer {\n  default = "x"\n  mirror {}\n  entry "a" {}\n  mirror {}\n}\n';
    const { content, diags } = decodeFirstBlock(src, MIRROR);
    expect(diags).toEqual([]);
    expect([...content.attributes.keys()]).toEqual(['default']);
    expect(content.blocks.map((b) => b.type)).toEqual(['mirror', 'entry', 'mirror']);
  });

  it('reports unknown attributes with a near-name suggestion, and block types written as attributes', () => {
    const src = 'outer {\n  defualt = "x"\n  mirror = {}\n  zzz = 1\n}\n';
    const { diags } = decodeFirstBlock(src, MIRROR);
    expect(diags).toEqual([
      {
        ruleId: 'hcl-unsupported-argument',
        severity: 'error',
        message: 'Unsupported argument: an argument named "defualt" is not expected in outer. Did you mean "default"?',
        range: at(src, 'defualt'),
      },
      {
        ruleId: 'hcl-unsupported-argument',
        severity: 'error',
        message:
          'Unsupported argument: an argument named "mirror" is not expected in outer. Did you mean to define a block of type "mirror"? Write mirror { ... } without "="',
        range: at(src, 'mirror'),
      },
      {
        ruleId: 'hcl-unsupported-argument',
        severity: 'error',
        message: 'Unsupported argument: an argument named "zzz" is not expected in outer',
        range: at(src, 'zzz'),
      },
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: outer needs "default", but no definition was found',
        range: at(src, 'outer'),
      },
    ]);
  });

  it('reports unknown blocks at their header, with hints for near names and arguments written as blocks', () => {
    const src = 'outer {\n  default = "x"\n  mirorr {}\n  default {}\n  other "l" {}\n}\n';
    const { content, diags } = decodeFirstBlock(src, MIRROR);
    expect(content.blocks).toEqual([]);
    expect(diags).toEqual([
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: 'Unsupported block type: blocks of type "mirorr" are not expected here in outer. Did you mean "mirror"?',
        range: at(src, 'mirorr'),
      },
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message:
          'Unsupported block type: blocks of type "default" are not expected here in outer. Did you mean to define argument "default"? Write default = { ... }',
        range: at(src, 'default', 2),
      },
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: 'Unsupported block type: blocks of type "other" are not expected here in outer',
        range: at(src, 'other "l"'),
      },
    ]);
  });

  it('rejects every block in attribute-only bodies', () => {
    const src = 'required_providers {\n  a = {}\n  nested {}\n}\n';
    const { content, diags } = decodeFirstBlock(src, { attributes: [], blocks: [], anyAttributes: true });
    expect([...content.attributes.keys()]).toEqual(['a']);
    expect(diags).toEqual([
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: 'Unexpected "nested" block: blocks are not allowed here in required_providers; write nested = { ... } instead',
        range: at(src, 'nested'),
      },
    ]);
  });

  it('drops blocks with a wrong label count and says which label is missing or extra', () => {
    const src = 'outer {\n  default = "x"\n  entry {}\n  mirror "m" {}\n  entry "a" "b" {}\n}\n';
    const { content, diags } = decodeFirstBlock(src, MIRROR);
    expect(content.blocks).toEqual([]);
    expect(diags).toEqual([
      { ruleId: 'hcl-block-labels', severity: 'error', message: 'Missing name for entry: write entry "<name>" { ... }', range: at(src, 'entry') },
      {
        ruleId: 'hcl-block-labels',
        severity: 'error',
        message: 'Extraneous label for mirror: no labels are expected for mirror blocks; remove "m"',
        range: at(src, 'mirror "m"'),
      },
      {
        ruleId: 'hcl-block-labels',
        severity: 'error',
        message: 'Extraneous label for entry: only 1 label (name) is expected for entry blocks; remove "b"',
        range: at(src, 'entry "a" "b"'),
      },
    ]);
  });

  it('reports a block type the kernel rejects with its reason', () => {
    const src = 'outer {\n  default = "x"\n  gone {}\n}\n';
    const { diags } = decodeFirstBlock(src, { ...MIRROR, blocks: [{ type: 'gone', labels: 0, rejectedBecause: 'Not supported yet.' }] });
    expect(diags).toEqual([
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: 'Unsupported block type: blocks of type "gone" are not expected here in outer; remove it',
        range: at(src, 'gone'),
      },
    ]);
  });
});

function attrOf(source: string) {
  return parse(source).file.body.attributes[0];
}

describe('typed readers', () => {
  it('reads literals, templates and arithmetic over literals', () => {
    const diags: SourceDiagnostic<RuleId>[] = [];
    expect(readString(attrOf('a = "x${1 + 1}y"\n'), diags)?.value).toBe('x2y');
    expect(readNumber(attrOf('a = 2 * (3 + 1)\n'), diags)?.value).toBe(8);
    expect(readBool(attrOf('a = 1 < 2 && !false\n'), diags)?.value).toBe(true);
    expect(readString(attrOf('a = true ? "y" : "n"\n'), diags)?.value).toBe('y');
    expect(readStringList(attrOf('a = [for s in ["x", "y"] : upper_is_not_called_here ? s : s]\n'), diags)).toBeNull();
    expect(diags.map((d) => d.ruleId)).toEqual(['expr-not-allowed']);
  });

  it('evaluates for expressions over literals', () => {
    const diags: SourceDiagnostic<RuleId>[] = [];
    const list = readStringList(attrOf('a = [for s in ["x", "y"] : "${s}!"]\n'), diags);
    expect(diags).toEqual([]);
    expect(list?.elements.map((e) => e.value)).toEqual(['x!', 'y!']);
  });

  it('gives up on expressions that explode instead of hanging', () => {
    let e = '1';
    for (let i = 0; i < 30; i++) e = `[for v${i} in [1, 2] : ${e}]`;
    const diags: SourceDiagnostic<RuleId>[] = [];
    expect(readStringList(attrOf(`tools = ${e}\n`), diags)).toBeNull();
    expect(diags.map((d) => [d.ruleId, d.message])).toEqual([
      ['expr-not-allowed', 'Expression too large to evaluate: tools: Evaluating it takes more than 200000 steps. Write the value out.'],
    ]);
  });

  it('checks types strictly: no conversion, null is a mismatch', () => {
    const cases: [string, (a: ReturnType<typeof attrOf>, d: SourceDiagnostic<RuleId>[]) => unknown, string][] = [
      ['n = "200"\n', readNumber, 'Incorrect attribute value type: n must be a number, got string ("200")'],
      ['b = "false"\n', readBool, 'Incorrect attribute value type: b must be a bool, got string ("false")'],
      ['s = 42\n', readString, 'Incorrect attribute value type: s must be a string, got number (42)'],
      ['s = null\n', readString, 'Incorrect attribute value type: s must be a string, got null (null)'],
      ['l = "x.*"\n', readStringList, 'Incorrect attribute value type: l must be a list of strings, got string ("x.*")'],
    ];
    for (const [src, read, message] of cases) {
      const diags: SourceDiagnostic<RuleId>[] = [];
      expect(read(attrOf(src), diags)).toBeNull();
      expect(diags.map(brief)).toEqual([
        { ruleId: 'attr-type-mismatch', severity: 'error', message, range: at(src, src.trimEnd().slice(src.indexOf('=') + 2)) },
      ]);
    }
  });

  it('reports a bad list element or object item at itself and keeps the good ones', () => {
    const src = 'l = ["a", 1, "b"]\no = { k = "v", n = 3 }\n';
    const file = parse(src).file;
    const diags: SourceDiagnostic<RuleId>[] = [];
    expect(readStringList(file.body.attributes[0], diags, 'p')?.elements.map((e) => e.value)).toEqual(['a', 'b']);
    expect(readStringObject(file.body.attributes[1], diags, 'p')?.entries.map((e) => [e.key, e.value.value])).toEqual([['k', 'v']]);
    expect(diags.map(brief)).toEqual([
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        message: 'Incorrect attribute value type: l element 2 in p must be a string, got number (1)',
        range: at(src, '1'),
      },
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        message: 'Incorrect attribute value type: o.n in p must be a string, got number (3)',
        range: at(src, '3'),
      },
    ]);
  });

  it('truncates fractional integers with a warning', () => {
    const src = 'max_turns = 12.5\n';
    const diags: SourceDiagnostic<RuleId>[] = [];
    expect(readInteger(attrOf(src), diags, 'agent_profile "x"')).toMatchObject({ value: 12, written: 12.5 });
    expect(diags.map(brief)).toEqual([
      {
        ruleId: 'integer-truncated',
        severity: 'warning',
        message: 'max_turns in agent_profile "x" is an integer: the kernel silently truncates 12.5 to 12; write a whole number',
        range: at(src, '12.5'),
      },
    ]);
  });

  it('rejects every variable and function call, env() included', () => {
    const src = 'a = [env("X"), observe, local.turns, max(1, 2)]\n';
    const diags: SourceDiagnostic<RuleId>[] = [];
    expect(readStringList(attrOf(src), diags)).toBeNull();
    expect(diags.map(brief)).toEqual([
      {
        ruleId: 'expr-not-allowed',
        severity: 'error',
        message: 'Function calls not allowed: a cannot call env(); write the value literally',
        range: at(src, 'env("X")'),
      },
      {
        ruleId: 'expr-not-allowed',
        severity: 'error',
        message: 'Variables not allowed: a refers to observe; if "observe" is meant as text, quote it: "observe"',
        range: at(src, 'observe'),
      },
      {
        ruleId: 'expr-not-allowed',
        severity: 'error',
        message: 'Variables not allowed: a refers to local.turns; write the value literally',
        range: at(src, 'local.turns'),
      },
      {
        ruleId: 'expr-not-allowed',
        severity: 'error',
        message: 'Function calls not allowed: a cannot call max(); write the value literally',
        range: at(src, 'max(1, 2)'),
      },
    ]);
  });

  it('keeps the last of duplicate object keys and warns at the later key', () => {
    const src = 'o = {\n  a = "1"\n  b = "2"\n  a = "3"\n}\n';
    const diags: SourceDiagnostic<RuleId>[] = [];
    const obj = readStringObject(attrOf(src), diags);
    expect(obj?.entries.map((e) => [e.key, e.value.value, e.keyRange.start.line])).toEqual([
      ['b', '2', 3],
      ['a', '3', 4],
    ]);
    expect(diags.map(brief)).toEqual([
      {
        ruleId: 'duplicate-last-wins',
        severity: 'warning',
        message: 'Duplicate key "a" in o: the kernel keeps only this last value and ignores the one on line 2; remove one of them',
        range: at(src, 'a', 2),
      },
    ]);
  });
});

describe('nearName (HCL nameSuggestion)', () => {
  it('offers a candidate within edit distance 2 only', () => {
    expect(nearName('tools_name', ['tool_name', 'provider'])).toBe('tool_name');
    expect(nearName('category', ['tool_name', 'provider', 'risk', 'kind'])).toBeUndefined();
  });
});
