// Bodies, attributes, blocks, labels, single-line blocks, comments, and the structural diagnostics.
import { describe, expect, it } from 'vitest';
import type { Attribute, Block } from '../../src/hcl/ast.js';
import { parse } from '../../src/hcl/index.js';
import { line1, parseClean, rng, summaries } from './helpers.js';

describe('attributes', () => {
  it('records name, expression and whole ranges', () => {
    const r = parseClean('name = "x"\n');
    const a = r.file.body.items[0] as Attribute;
    expect(a.kind).toBe('attribute');
    expect(a.name).toBe('name');
    expect(a.nameRange).toEqual(line1(0, 4));
    expect(a.expr.range).toEqual(line1(7, 10));
    expect(a.range).toEqual(line1(0, 10));
    expect(r.file.body.attributes).toEqual([a]);
    expect(r.file.body.range).toEqual(rng(1, 1, 0, 2, 1, 11));
  });

  it('accepts dashes and Unicode letters in names', () => {
    const r = parseClean('my-name = 1\nnäme = 2\n');
    expect(r.file.body.attributes.map((a) => a.name)).toEqual(['my-name', 'näme']);
    expect(r.file.body.attributes[1].nameRange).toEqual(rng(2, 1, 12, 2, 5, 17));
  });

  it('accepts the last attribute without a trailing newline', () => {
    expect(parseClean('a = 1').file.body.attributes[0].range).toEqual(line1(0, 5));
  });

  it('reports a second argument on the same line at the comma (spec suite singleline_bad)', () => {
    const r = parse('a = "a value", b = "b value"');
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0].range).toEqual(line1(13, 14));
    expect(r.diagnostics[0].message).toMatch(/^Missing newline after argument: /);
  });

  it('reports a newline missing before the next argument', () => {
    expect(summaries(parse('a = 1 b = 2\n'))).toEqual(['hcl-syntax 1:7 Missing newline after argument']);
  });
});

describe('blocks', () => {
  const src = 'provider "anthropic" {\n  api_key = 1\n}\n';

  it('records type, labels, braces and body with exact ranges', () => {
    const r = parseClean(src);
    const b = r.file.body.items[0] as Block;
    expect(b.kind).toBe('block');
    expect(b.type).toBe('provider');
    expect(b.typeRange).toEqual(line1(0, 8));
    expect(b.labels).toEqual([{ value: 'anthropic', quoted: true, range: line1(9, 20) }]);
    expect(b.openBraceRange).toEqual(line1(21, 22));
    expect(b.closeBraceRange).toEqual(rng(3, 1, 37, 3, 2, 38));
    expect(b.range).toEqual(rng(1, 1, 0, 3, 2, 38));
    expect(b.body.range).toEqual(rng(1, 22, 21, 3, 2, 38));
    expect(b.body.attributes[0].nameRange).toEqual(rng(2, 3, 25, 2, 10, 32));
    expect(r.file.body.blocks).toEqual([b]);
  });

  it('accepts identifier labels and decodes escapes in quoted labels', () => {
    const b = parseClean('a b "c\\"d" {}\n').file.body.blocks[0];
    expect(b.labels.map((l) => [l.value, l.quoted])).toEqual([
      ['b', false],
      ['c"d', true],
    ]);
  });

  it('keeps quoted labels exactly as decoded, without Unicode normalisation', () => {
    const b = parseClean('b "e\u0301" "\\u0065\\u0301" {}\n').file.body.blocks[0];
    expect(b.labels.map((l) => l.value)).toEqual(['e\u0301', 'e\u0301']);
  });

  it('keeps items in source order with attributes and blocks split out', () => {
    const body = parseClean('x = 1\nb {\n}\ny = 2\nc {}\n').file.body;
    expect(body.items.map((i) => (i.kind === 'attribute' ? i.name : i.type))).toEqual(['x', 'b', 'y', 'c']);
    expect(body.attributes.map((a) => a.name)).toEqual(['x', 'y']);
    expect(body.blocks.map((b) => b.type)).toEqual(['b', 'c']);
  });

  it('parses nested blocks', () => {
    const b = parseClean('a {\n  b {\n    c = 1\n  }\n}\n').file.body.blocks[0];
    expect(b.body.blocks[0].body.attributes[0].name).toBe('c');
    expect(b.body.blocks[0].range).toEqual(rng(2, 3, 6, 4, 4, 23));
  });

  it('reports text after a closing brace on the same line', () => {
    expect(summaries(parse('a {} b {}\n'))).toEqual(['hcl-syntax 1:6 Missing newline after block definition']);
  });

  it('reports a template in a block label', () => {
    expect(summaries(parse('a "${x}" {}\n'))).toEqual(['hcl-syntax 1:4 Invalid block label']);
  });

  it('reports a missing brace after labels', () => {
    expect(summaries(parse('a "b" = 1\n'))).toEqual(['hcl-syntax 1:7 Invalid block definition']);
  });
});

describe('single-line blocks', () => {
  it('accepts an empty body and exactly one argument', () => {
    const r = parseClean('a {}\nb { c = "foo" }\n');
    expect(r.file.body.blocks[0].body.items).toEqual([]);
    const b = r.file.body.blocks[1];
    expect(b.body.attributes.map((a) => a.name)).toEqual(['c']);
    expect(b.closeBraceRange).toEqual(rng(2, 15, 19, 2, 16, 20));
  });

  it('rejects a comma, a second argument, a newline before } and a nested block, each once', () => {
    const r = parse('a { b = 1, c = 2 }\na { b = 1 c = 2 }\na { b = 1\n}\na { d {} }\nok = 1\n');
    expect(r.diagnostics.map((d) => [d.ruleId, d.range])).toEqual([
      ['hcl-single-line-block', line1(9, 10)],
      ['hcl-single-line-block', rng(2, 11, 29, 2, 12, 30)],
      ['hcl-single-line-block', rng(3, 10, 46, 4, 1, 47)],
      ['hcl-single-line-block', rng(5, 5, 53, 5, 8, 56)],
    ]);
    expect(r.diagnostics[0].message).toMatch(/^Invalid single-argument block definition: single-line block "a" has a second argument/);
    expect(r.diagnostics[2].message).toMatch(/^Invalid single-argument block definition: close single-line block "a" on its argument's line/);
    expect(r.diagnostics[3].message).toMatch(/cannot contain a block; put the nested block on its own lines$/);
    expect(r.file.body.attributes.map((a) => a.name)).toEqual(['ok']);
  });

  it('reports every offending line of the agent-profiles.md example (conformance 015)', () => {
    const src = [
      'agent_profile "default" {',
      '  model {',
      '    primary  { provider = "anthropic", id = "claude-opus-4-8" }',
      '    fallback { provider = "anthropic", id = "claude-sonnet-5" }',
      '  }',
      '  max_turns = 200',
      '}',
      '',
    ].join('\n');
    const r = parse(src);
    expect(summaries(r)).toEqual([
      'hcl-single-line-block 3:38 Invalid single-argument block definition',
      'hcl-single-line-block 4:38 Invalid single-argument block definition',
    ]);
    expect(r.diagnostics[0].message).toContain('block "primary"');
  });
});

describe('unclosed blocks', () => {
  it('reports the opening brace of the unclosed block (conformance 014)', () => {
    const src = [
      'provider "anthropic" {',
      '  api_key = env("ANTHROPIC_API_KEY")',
      '}',
      '',
      'agent_profile "default" {',
      '  model {',
      '    primary {',
      '      provider = "anthropic"',
      '    }',
      '  }',
      '',
      '  max_turns = 50',
      '',
    ].join('\n');
    const r = parse(src);
    expect(r.diagnostics).toEqual([
      {
        ruleId: 'hcl-syntax',
        severity: 'error',
        message: 'Unclosed configuration block: there is no closing brace for block agent_profile "default" opened here',
        range: rng(5, 25, 87, 5, 26, 88),
      },
    ]);
    const profile = r.file.body.blocks[1];
    expect(profile.body.attributes.map((a) => a.name)).toEqual(['max_turns']);
  });

  it('reports only the innermost of several unclosed blocks', () => {
    expect(summaries(parse('a {\n b {\n'))).toEqual(['hcl-syntax 2:4 Unclosed configuration block']);
  });

  it('reports a single-line block cut off by the end of the file (spec suite single_unclosed)', () => {
    expect(parse('a {').diagnostics.map((d) => d.range)).toEqual([line1(2, 3)]);
    expect(summaries(parse('a { b = 1'))).toEqual(['hcl-syntax 1:3 Unclosed configuration block']);
  });
});

describe('duplicate attributes', () => {
  it('reports the second occurrence with the first as related information (conformance 016)', () => {
    const src = 'agent_profile "default" {\n  max_turns        = 200\n  max_wall_clock_s = 3600\n  max_turns        = 100\n}\n';
    const r = parse(src);
    expect(r.diagnostics).toEqual([
      {
        ruleId: 'hcl-duplicate-attribute',
        severity: 'error',
        message: 'Attribute redefined: the argument "max_turns" was already set at line 2, column 3; each argument may be set only once',
        range: rng(4, 3, 79, 4, 12, 88),
        related: [{ file: '', range: rng(2, 3, 28, 2, 12, 37), message: '"max_turns" first set here' }],
      },
    ]);
    expect(r.file.body.blocks[0].body.attributes.map((a) => a.name)).toEqual(['max_turns', 'max_wall_clock_s']);
  });

  it('allows the same name in different bodies and as a block type', () => {
    parseClean('a = 1\nb {\n  a = 2\n}\nc {\n  a = 3\n}\n');
    parseClean('a = 1\na {}\n');
  });
});

describe('comments', () => {
  it('records every comment style with its range', () => {
    const r = parseClean('# one\n// two\n/* three\n four */ a = 1 # tail\n');
    expect(r.file.comments).toEqual([
      { text: '# one', style: '#', range: rng(1, 1, 0, 1, 6, 5) },
      { text: '// two', style: '//', range: rng(2, 1, 6, 2, 7, 12) },
      { text: '/* three\n four */', style: '/*', range: rng(3, 1, 13, 4, 9, 30) },
      { text: '# tail', style: '#', range: rng(4, 16, 37, 4, 22, 43) },
    ]);
    expect(r.file.body.attributes[0].nameRange).toEqual(rng(4, 10, 31, 4, 11, 32));
  });

  it('treats a line comment as the end of an argument', () => {
    expect(parseClean('a = 1 // x\nb = 2 # y').file.body.attributes.map((a) => a.name)).toEqual(['a', 'b']);
  });

  it('treats an inline comment as white space inside expressions', () => {
    expect(parseClean('a = [1, /* two */ 3]\n').file.body.attributes[0].expr.type).toBe('Tuple');
  });
});

describe('recovery', () => {
  it('reports independent problems and keeps the valid items', () => {
    const r = parse('a = 1;\nb = 2\nc = @\nd {\n  e = [1 2]\n  f = 3\n}\n');
    expect(summaries(r)).toEqual(['hcl-syntax 1:6 Invalid character', 'hcl-syntax 3:5 Invalid character', 'hcl-syntax 5:10 Missing item separator']);
    expect(r.diagnostics[0].message).toContain('";" character is not valid');
    expect(r.file.body.items.map((i) => (i.kind === 'attribute' ? i.name : i.type))).toEqual(['a', 'b', 'd']);
    expect(r.file.body.blocks[0].body.attributes.map((a) => a.name)).toEqual(['f']);
  });

  it('also reports invalid characters in text skipped by recovery, once per run, in source order', () => {
    expect(summaries(parse('a = [1 2 ; 3]\nb = 1 @@@ 2\n'))).toEqual([
      'hcl-syntax 1:8 Missing item separator',
      'hcl-syntax 1:10 Invalid character',
      'hcl-syntax 2:7 Invalid character',
    ]);
  });

  it('caps reports of invalid characters', () => {
    const r = parse(`a = [1 2 ${'; '.repeat(500)}]\n`);
    expect(r.diagnostics).toHaveLength(102);
    expect(r.diagnostics[101].message).toMatch(/^Too many invalid characters: /);
    expect(r.diagnostics[101].range.start.column).toBe(10 + 2 * 100);
  });

  it('recovers at the closing brace of the enclosing block', () => {
    const r = parse('a {\n  b = 1 }\nc = 2\n');
    expect(summaries(r)).toEqual(['hcl-syntax 2:9 Missing newline after argument']);
    expect(r.file.body.items.map((i) => (i.kind === 'attribute' ? i.name : i.type))).toEqual(['a', 'c']);
  });

  it('skips a stray closing brace after an argument at the top level as part of that argument', () => {
    expect(summaries(parse('a = 1 }\nb = 2\n'))).toEqual(['hcl-syntax 1:7 Missing newline after argument']);
  });

  it('reports a stray closing brace', () => {
    expect(summaries(parse('}\na = 1\n'))).toEqual(['hcl-syntax 1:1 Argument or block definition required']);
  });

  it('reports text that is neither an argument nor a block at its first token', () => {
    expect(summaries(parse('= "x"\n'))).toEqual(['hcl-syntax 1:1 Argument or block definition required']);
    expect(summaries(parse('a\n'))).toEqual(['hcl-syntax 1:1 Argument or block definition required']);
  });

  it('requires attribute expressions to end at a newline outside brackets', () => {
    expect(summaries(parse('a = 1 +\n  2\n'))[0]).toBe('hcl-syntax 1:8 Invalid expression');
    parseClean('a = (1 +\n  2)\n');
  });
});
