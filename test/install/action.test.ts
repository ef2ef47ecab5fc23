// action.yml, the GitHub Action: its run steps executed as the runner would (bash, each step's
// working-directory and env, ${{ }} expressions filled in), on a clone of this repository as
// the action's folder. setup-node cannot run here: its pinned version is checked instead.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import loaders from 'cosmiconfig/dist/loaders.js';
import { ROOT } from '../cli/run-cli.js';
import { lintedProject, npmEnv, run, scratch } from './support.js';

interface Step {
  name?: string;
  uses?: string;
  with?: Record<string, unknown>;
  id?: string;
  shell?: string;
  run?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Action {
  inputs: Record<string, { default: string }>;
  runs: { using: string; steps: Step[] };
}

const path = join(ROOT, 'action.yml');
const action = loaders.loadYaml(path, readFileSync(path, 'utf8')) as Action;
const box = scratch('action');
const actionPath = join(box.dir, 'action');
let env: Record<string, string>;

beforeAll(() => {
  env = npmEnv(join(box.dir, 'home'));
  // The runner checks the action out at the ref a workflow names: here, the committed HEAD.
  run('git', ['clone', '--quiet', '--depth', '1', `file://${ROOT}`, actionPath], box.dir, env);
  // Every step before the lint (the install) runs once, from the action's folder.
  for (const step of runSteps.slice(0, runSteps.indexOf(lintStep))) {
    const r = runStep(step, actionPath);
    if (r.status !== 0) throw new Error(`action step "${step.name ?? step.run}" failed\n${r.stdout}\n${r.stderr}`);
  }
}, 120_000);

/** The runner's expressions that action.yml uses; anything else is a mistake in the file. */
function expand(text: string, inputs: Record<string, string>): string {
  return text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    if (name === 'github.action_path') return actionPath;
    const input = /^inputs\.([\w-]+)$/.exec(name);
    if (input && input[1] in inputs) return inputs[input[1]];
    throw new Error(`action.yml uses an expression the test does not know: ${name}`);
  });
}

const runSteps = action.runs.steps.filter((s) => s.run !== undefined);
const lintStep = runSteps.find((s) => s.id === 'lint')!;

/** One `run` step as the runner runs it, in `workspace`; with what it wrote to GITHUB_OUTPUT. */
function runStep(step: Step, workspace: string, given: Record<string, string> = {}) {
  const inputs = { ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default])), ...given };
  const output = join(workspace, '..', `github-output-${step.id ?? 'step'}`);
  writeFileSync(output, '');
  const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(String(v), inputs)]));
  const wd = expand(step['working-directory'] ?? '.', inputs);
  const result = run(
    'bash',
    ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!],
    isAbsolute(wd) ? wd : join(workspace, wd),
    { ...env, GITHUB_OUTPUT: output, ...stepEnv },
    false,
  );
  return { ...result, outputs: readFileSync(output, 'utf8') };
}

describe('action.yml', () => {
  it('is a composite action on Node 20 whose scripts take inputs only through the environment', () => {
    expect(action.runs.using).toBe('composite');
    const setup = action.runs.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with).toEqual({ 'node-version': 20 });
    // ${{ }} inside a script is spliced into its text before bash parses it: an injection.
    for (const step of action.runs.steps) expect(step.run ?? '').not.toContain('${{');
    expect(action.runs.steps.filter((s) => s.run !== undefined).every((s) => s.shell === 'bash')).toBe(true);
  });

  it('annotates the findings with -f github and writes the SARIF report', () => {
    const { dir } = lintedProject(join(box.dir, 'checkout'), env);
    const { outputs, ...last } = runStep(lintStep, dir, { args: '--no-plugins' });
    expect(last.status).toBe(1);
    expect(last.stdout).toContain(
      '::error file=agent.hcl,line=3,col=12,endLine=3,endColumn=19,title=enum-value-invalid::policy "p": action "maybe" is not one of "allow", "ask", "deny"\n',
    );
    expect(outputs).toBe('sarif=harness-lint.sarif\n');
    const sarif = JSON.parse(readFileSync(join(dir, 'harness-lint.sarif'), 'utf8')) as { runs: { results: { ruleId: string }[] }[] };
    expect(sarif.runs[0].results.map((r) => r.ruleId).sort()).toEqual(['enum-value-invalid', 'undeclared-provider-reference']);
  });

  it('takes a file name with shell syntax as a name: nothing runs, the linter says it is missing', () => {
    const { dir } = lintedProject(join(box.dir, 'hostile'), env);
    const { outputs, ...last } = runStep(lintStep, dir, { files: 'agent.hcl $(touch${IFS}pwned) *', sarif: '' });
    expect(last.stderr).toContain('harness-lint: cannot read $(touch${IFS}pwned): no such file');
    expect(last.status).toBe(2);
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
    expect(outputs).toBe('');
  });
});
