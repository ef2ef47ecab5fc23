// The checks `npm test` runs: the type checks, Biome and the build, then (given after --then)
// the tests. Only the tests wait for anything, the build: the build runs first, then the tests,
// while the main project's type check (the longest, ~15 s of CPU) and the VS Code extension's
// then Biome run beside them. Every command runs to its end (the tests only once the build is
// made), and the script fails when any of them failed. Both type checks are incremental,
// keeping their state under node_modules/.cache (not committed), so a second run checks only
// what changed. `node scripts/checks.mjs [--then COMMAND ARGS...]`
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
const build = ['node', ['build.mjs']];
const beside = [[typecheck('tsconfig.json', 'main')], [typecheck('editors/vscode/tsconfig.json', 'vscode'), ['biome', ['ci', '--error-on-warnings', '.']]]];

const failed = [];
/** Runs `commands` one after the other, noting each that failed. */
async function inTurn(commands) {
  for (const command of commands) if ((await run(command)) !== 0) failed.push(named(command));
}
const others = Promise.all(beside.map(inTurn));
await inTurn([build]);
if (tests && !failed.includes(named(build))) await inTurn([tests]);
await others;
if (failed.length > 0) {
  console.error(`${tests ? 'npm test' : 'checks'} failed: ${failed.join('; ')}`);
  process.exit(1);
}
