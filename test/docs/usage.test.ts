// docs/usage.md documents every option of every command the CLI registers, and no option it
// does not have.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { ROOT } from '../cli/run-cli.js';

const doc = readFileSync(join(ROOT, 'docs', 'usage.md'), 'utf8');
const sections = doc.split(/^## /m);
const program = buildProgram({ io: { stdin: Readable.from([]), stdout: { write: () => true }, stderr: { write: () => true }, env: {} }, exitCode: 0 });

/** The long flags `--help` lists for a command. */
const flagsOf = (cmd: Command) =>
  cmd
    .createHelp()
    .visibleOptions(cmd)
    .map((o) => o.long!);

describe('docs/usage.md', () => {
  it("has a row for each of the lint's options, in --help's order, and no other", () => {
    const table = sections.find((s) => s.startsWith('Options\n'))!;
    const documented = [...table.matchAll(/^\| (`[^|]*`) \|/gm)].flatMap((m) => [...m[1].matchAll(/--[a-z][a-z-]*/g)].map((f) => f[0]));
    expect(documented).toEqual(flagsOf(program));
  });

  // `harness-lint COMMAND --help` is said once, at the top.
  it.each(program.commands.map((c) => [c.name(), c] as const))('has a section for "harness-lint %s" naming its options', (name, cmd) => {
    const section = sections.find((s) => s.startsWith(`harness-lint ${name}`));
    expect(section, `a section "## harness-lint ${name}"`).toBeDefined();
    expect(flagsOf(cmd).filter((flag) => flag !== '--help' && !section!.includes(`\`${flag}`))).toEqual([]);
  });
});
