// action.yml, the GitHub Action: its run steps executed as the runner would (bash, each step's
// working-directory and env, ${{ }} expressions filled in), on a clone of this repository as
// the action's folder. setup-node cannot run here: its pinned version is checked instead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import loaders from 'cosmiconfig/dist/loaders.js';
import { ROOT } from '../cli/run-cli.js';
import { BIN, lintedProject, npmEnv, run, scratch } from './support.js';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { EXAMPLE_HCL, EXAMPLE_PLUGINS } from '../permissions/example.js';

interface Step {
  name?: string;
  uses?: string;
  with?: Record<string, unknown>;
  id?: string;
  shell?: string;
  run?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
  if?: string;
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
const permissionsStep = runSteps.find((s) => s.run?.includes(' permissions '))!;
const fmtStep = runSteps.find((s) => s.run?.includes(' fmt '))!;

/** One `run` step as the runner runs it, in `workspace`; with what it wrote to GITHUB_OUTPUT and GITHUB_STEP_SUMMARY. */
function runStep(step: Step, workspace: string, given: Record<string, string> = {}) {
  const inputs = { ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default])), ...given };
  const output = join(workspace, '..', `github-output-${step.id ?? 'step'}`);
  const summary = join(workspace, '..', `github-summary-${step.id ?? 'step'}`);
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(String(v), inputs)]));
  const wd = expand(step['working-directory'] ?? '.', inputs);
  const result = run(
    'bash',
    ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!],
    isAbsolute(wd) ? wd : join(workspace, wd),
    { ...env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, ...stepEnv },
    false,
  );
  return { ...result, outputs: readFileSync(output, 'utf8'), summary: readFileSync(summary, 'utf8') };
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

  it('permissions-baseline: the Markdown diff against a committed report goes to the job summary; widened access fails the step', () => {
    const dir = join(box.dir, 'permissions');
    mkdirSync(dir);
    let global = 'dev_overrides {\n';
    for (const [name, categories] of Object.entries(EXAMPLE_PLUGINS))
      global += `  ${name} = ${JSON.stringify(makePlugin(join(dir, 'bin'), `provider-${name}`, { categories }))}\n`;
    writeFileSync(join(dir, 'global.hcl'), `${global}}\n`);
    writeFileSync(join(dir, 'agent.hcl'), EXAMPLE_HCL);
    const baseline = run(process.execPath, [BIN, 'permissions', '--global-config', 'global.hcl', '-f', 'json', '--', 'agent.hcl'], dir, env);
    writeFileSync(join(dir, 'permissions.json'), baseline.stdout);
    const inputs = { 'permissions-baseline': 'permissions.json', args: '--global-config global.hcl' };

    const same = runStep(permissionsStep, dir, inputs);
    expect([same.status, same.summary]).toEqual([0, '### Permission changes of agent.hcl against permissions.json\n\nNo change.\n']);

    writeFileSync(join(dir, 'agent.hcl'), EXAMPLE_HCL.replace('tools = ["filesystem.read_file"]', 'tools = ["filesystem.*"]'));
    const widened = runStep(permissionsStep, dir, inputs);
    expect(widened.status).toBe(1);
    expect(widened.summary).toContain('| **widened** | filesystem.write\\_file | entered the scope of profile code-reviewer |\n');
    expect(widened.stdout).toBe(widened.summary);
    expect(widened.stderr).toContain('harness-lint: what the agent may do widened against permissions.json');
  });

  it('fmt-check: the step runs only when asked, and fails printing the diff when a file is not canonical', () => {
    const dir = join(box.dir, 'fmt');
    mkdirSync(dir);
    writeFileSync(join(dir, 'agent.hcl'), 'a=1\n');
    expect(fmtStep.if).toBe("${{ !cancelled() && inputs.fmt-check == 'true' }}");
    const failed = runStep(fmtStep, dir, { 'fmt-check': 'true' });
    expect([failed.status, failed.stdout]).toEqual([1, '--- agent.hcl.orig\n+++ agent.hcl\n@@ -1 +1 @@\n-a=1\n+a = 1\n']);
    expect(readFileSync(join(dir, 'agent.hcl'), 'utf8')).toBe('a=1\n');
    writeFileSync(join(dir, 'agent.hcl'), 'a = 1\n');
    expect(runStep(fmtStep, dir, { 'fmt-check': 'true' })).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });
});
