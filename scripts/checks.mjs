// The checks `npm test` runs: the type checks, Biome and the build, then (given after --then)
// the tests. The main project's type check is the longest (~15 s of CPU) and nothing waits for
// it: it runs beside the others, which run one after the other, and beside the tests, which
// need only the build. Every command runs to its end (the tests only once the build is made),
// and the script fails when any of them failed. Both type checks are incremental, keeping their
// state under node_modules/.cache (not committed), so a second run checks only what changed.
// `node scripts/checks.mjs [--then COMMAND ARGS...]`
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STATE = 'node_modules/.cache/harness-lint';

// The tools of node_modules/.bin, as npm puts them on PATH, also when the script is run by hand.
const env = { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };

/** Runs `command` in the repository, resolving to its exit status. */
function run([command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`checks: cannot run ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : code));
  });
}

const typecheck = (project, state) => ['tsc', ['-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', `${STATE}/${state}.tsbuildinfo`]];
const named = ([command, args]) => [command, ...args].join(' ');

const then = process.argv.indexOf('--then');
const tests = then === -1 ? undefined : [process.argv[then + 1], process.argv.slice(then + 2)];
const main = typecheck('tsconfig.json', 'main');
const sequence = [typecheck('editors/vscode/tsconfig.json', 'vscode'), ['biome', ['ci', '--error-on-warnings', '.']], ['node', ['build.mjs']]];

const background = run(main);
const failed = [];
for (const command of sequence) if ((await run(command)) !== 0) failed.push(named(command));
if (tests && failed.length === 0 && (await run(tests)) !== 0) failed.push(named(tests));
if ((await background) !== 0) failed.push(named(main));
if (failed.length > 0) {
  console.error(`${tests ? 'npm test' : 'checks'} failed: ${failed.join('; ')}`);
  process.exit(1);
}
