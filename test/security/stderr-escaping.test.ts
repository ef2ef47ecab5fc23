// A checkout's folder and file names reach stderr in `harness-lint: …` messages (hostile-input
// issue, finding 4). A name with newlines forges GitHub workflow commands (`::error …`,
// `::stop-commands::`) in a CI log, and escape sequences (OSC 52 writes the clipboard, OSC 0
// the window title, CSI clears the screen) drive the terminal. Every message must stay one line
// starting with `harness-lint:`, with the name escaped as stdout escapes it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertBuilt, runCliSync } from '../fuzz/support/cli.js';
import { tempDir } from '../support/temp-dir.js';

const EVIL = 'svc\n::error file=agent.hcl,line=1::passed\n::stop-commands::x\n\x1b]52;c;aGk=\x07\x1b]0;pwned\x07\x1b[2J\u009b2J';
/** EVIL as the text formats print it. */
const SHOWN = 'svc\\n::error file=agent.hcl,line=1::passed\\n::stop-commands::x\\n\\x1b]52;c;aGk=\\x07\\x1b]0;pwned\\x07\\x1b[2J\\x9b2J';

let root: string;

beforeAll(assertBuilt);
beforeEach(() => {
  root = tempDir('hl-stderr-');
  mkdirSync(join(root, '.git'));
  mkdirSync(join(root, EVIL));
  writeFileSync(join(root, 'agent.hcl'), '');
});

function lint(args: string[]) {
  return runCliSync(
    args,
    root,
    { PATH: process.env.PATH ?? '', HOME: root, XDG_CONFIG_HOME: join(root, 'xdg'), XDG_CACHE_HOME: join(root, 'cache') },
    { timeoutMs: 15_000 },
  );
}

/** Nothing on stderr that a terminal or a CI runner acts on: no ESC, BEL or C1 control, no line opening a workflow command. */
function controlsIn(stderr: string): string[] {
  const found = [...stderr.matchAll(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g)].map((m) => `U+${m[0].codePointAt(0)!.toString(16).padStart(4, '0')}`);
  const commands = stderr.split('\n').filter((line) => line.startsWith('::'));
  return [...found, ...commands];
}

describe('stderr messages escape the names a checkout chose', () => {
  const cases: [string, () => string[], string][] = [
    ['a missing file in a hostile folder', () => ['--', `${EVIL}/missing.hcl`], `harness-lint: cannot read ${SHOWN}/missing.hcl: no such file`],
    ['a hostile folder given as the lock file', () => ['--lock-file', EVIL, 'agent.hcl'], `harness-lint: cannot read ${SHOWN}: is a directory`],
    ['an unknown option carrying the name', () => [`--bogus${EVIL}`], `harness-lint: unknown option '--bogus${SHOWN.replaceAll('\\n', ' ')}' (see --help)`],
    ['-r on a hostile folder with no agent.hcl', () => ['-r', EVIL], `harness-lint: no agent.hcl found under ${SHOWN}`],
    ['--explain with the name as the rule', () => ['--explain', EVIL], `harness-lint: --explain: unknown rule "${SHOWN}"; see --list-rules`],
    [
      '--stdin-filename in a hostile folder whose lock file is a folder',
      () => {
        mkdirSync(join(root, EVIL, '.agent', 'agent.lock.hcl'), { recursive: true });
        return ['--stdin', '--stdin-filename', `${EVIL}/agent.hcl`];
      },
      `harness-lint: cannot read ${SHOWN}/.agent/agent.lock.hcl: is a directory`,
    ],
  ];
  for (const [label, args, message] of cases) {
    it(`${label}: one escaped line, no workflow command, no terminal control`, () => {
      const r = lint(args());
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(controlsIn(r.stderr)).toEqual([]);
      expect(r.stderr).toBe(`${message}\n`);
    });
  }
});
