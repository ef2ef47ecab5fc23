// The linted files are untrusted too: raw escape sequences, carriage returns and bidi
// overrides ("Trojan Source") inside strings, labels and comments, and in the file's own path,
// are shown as visible escapes by the human formats (code frames included) and never reach
// the terminal raw; the machine formats keep no raw C0 byte.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { assertBuilt, runCliSync } from '../fuzz/support/cli.js';
import { tempDir } from '../support/temp-dir.js';

const HUMAN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const MACHINE = /[\u0000-\u0008\u000b-\u001f]/;
const MACHINE_FORMATS = new Set(['json', 'sarif']);

// Valid syntax, so decoding runs and most lines draw a diagnostic: each hostile character sits in a code frame.
const HOSTILE_AGENT = [
  'policy "gate\u001b[31mred" {',
  '  action = "allow\u001b]0;pwned\u0007"',
  '  match = { tool_name = "x\u202eexe.txt", risk = "low\u0008\u0008\u0008high" }',
  '}',
  '# comment with \u001b[2J and \u202e reversed',
  'unknown_block "label\u001b[1m" {}',
  'settings {',
  '  log_level = "info\u001b[8m"',
  '}',
  '',
].join('\n');
/** How stylish shows those lines (in messages and code frames). */
const FRAMED = [
  'policy "gate\\x1b[31mred": action',
  'action = "allow\\x1b]0;pwned\\x07"',
  'tool_name = "x\\u202eexe.txt", risk = "low\\x08\\x08\\x08high"',
  'unknown_block "label\\x1b[1m" {}',
  'log_level = "info\\x1b[8m"',
];

let root: string;

beforeAll(assertBuilt);
beforeEach(() => {
  root = tempDir('hl-hostile-input-');
  writeFileSync(join(root, 'linter-config.json'), '{}');
});

function rawIn(text: string, unsafe: RegExp): string[] {
  return [...new Set([...text].filter((ch) => unsafe.test(ch)).map((ch) => `U+${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`))];
}

function lint(dir: string, file: string, format: string) {
  return runCliSync([file, '--no-plugins', '--config', join(root, 'linter-config.json'), '--format', format], dir, {
    PATH: process.env.PATH ?? '',
    HOME: root,
  });
}

function lintEveryFormat(dir: string, file: string): string[] {
  const found: string[] = [];
  for (const format of formatNames) {
    const r = lint(dir, file, format);
    expect(r.status, `${format}: ${r.stderr}`).toBe(1);
    const raw = rawIn(r.stdout + r.stderr, MACHINE_FORMATS.has(format) ? MACHINE : HUMAN);
    if (raw.length > 0) found.push(`--format ${format}: ${raw.join(' ')}`);
  }
  return found;
}

describe('hostile characters in the linted files', () => {
  it('escape sequences, CR, backspaces and bidi overrides in agent.hcl never reach the output raw', () => {
    writeFileSync(join(root, 'agent.hcl'), HOSTILE_AGENT);
    expect(lintEveryFormat(root, 'agent.hcl')).toEqual([]);
    const stylish = lint(root, 'agent.hcl', 'stylish').stdout;
    for (const line of FRAMED) expect(stylish).toContain(line);
    expect(stylish).not.toContain('# comment');
  });

  it('a raw carriage return inside a string is a syntax error whose frame shows it as \\r', () => {
    writeFileSync(join(root, 'agent.hcl'), 'settings {\n  log_level = "info\rFAKE: all clear"\n}\n');
    expect(lintEveryFormat(root, 'agent.hcl')).toEqual([]);
    expect(lint(root, 'agent.hcl', 'stylish').stdout).toContain('> 2 |   log_level = "info\\rFAKE: all clear"');
  });

  it('a file path with an escape sequence in it is printed escaped', () => {
    const dir = join(root, 'evil\u001b[31mdir');
    mkdirSync(dir);
    writeFileSync(join(dir, 'agent.hcl'), 'unknown_block {}\n');
    expect(lintEveryFormat(root, join('evil\u001b[31mdir', 'agent.hcl'))).toEqual([]);
  });
});
