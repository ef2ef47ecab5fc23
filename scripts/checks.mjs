// What `npm test` runs before vitest: the type checks, Biome and the build. The main project's
// type check is the longest (~15 s of CPU) and needs nothing the others make, so it runs beside
// them, one after the other, on the second core. Every command runs to its end, and the script
// fails when any of them failed. Both type checks are incremental, keeping their state under
// node_modules/.cache (not committed), so a second run checks only what changed.
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STATE = 'node_modules/.cache/harness-lint';

// The tools of node_modules/.bin, as npm puts them on PATH, also when the script is run by hand.
const env = { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };

/** Runs `command` in the repository, resolving to its exit status. */
function run(command, args) {
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

const [main, ...rest] = [
  typecheck('tsconfig.json', 'main'),
  typecheck('editors/vscode/tsconfig.json', 'vscode'),
  ['biome', ['ci', '--error-on-warnings', '.']],
  ['node', ['build.mjs']],
];

const background = run(...main);
const failed = [];
for (const [command, args] of rest) if ((await run(command, args)) !== 0) failed.push(`${command} ${args.join(' ')}`);
if ((await background) !== 0) failed.push(`${main[0]} ${main[1].join(' ')}`);
if (failed.length > 0) {
  console.error(`checks failed: ${failed.join('; ')}`);
  process.exit(1);
}
