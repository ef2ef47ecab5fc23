// The benchmark's generators produce valid input: what bench/run.mjs times is a realistic
// lint, not an early exit on a syntax error or a plugin that fails to start. No timing here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { generatePermissions, generatePolicies, generateProject, plantedFindings, writePluginProject } from '../../bench/generate.mjs';
import { parse } from '../../src/hcl/index.js';
import { decodeAdvertised } from '../../src/models/advertised/decode.js';
import { decodeAgentConfig } from '../../src/models/agent/decode.js';
import { computePermissions } from '../../src/permissions/index.js';
import { lint } from '../../src/host/lint.js';
import { assertBuilt, runCliSync } from '../fuzz/support/cli.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;
beforeEach(() => {
  dir = tempDir('harness-lint-bench-gen-');
});

async function ruleCounts(text: string): Promise<Record<string, number>> {
  writeFileSync(join(dir, 'agent.hcl'), text);
  // The generators write agent.hcl alone: lock-file-missing is the one finding they do not plant.
  const result = await lint({ file: 'agent.hcl', cwd: dir, env: { XDG_CONFIG_HOME: join(dir, 'xdg') }, settings: { rules: { 'lock-file-missing': 'off' } } });
  const counts: Record<string, number> = {};
  for (const d of result.diagnostics) counts[d.ruleId] = (counts[d.ruleId] ?? 0) + 1;
  return counts;
}

describe('bench generators', () => {
  it('the parser-comparison file is clean HCL the linter finds nothing in', async () => {
    expect(await ruleCounts(generatePolicies(300))).toEqual({});
  });

  it.each([
    { policies: 300, profiles: 2 },
    { policies: 5, profiles: 300 },
    { policies: 250, profiles: 250 },
  ])('a growth project ($policies policies, $profiles profiles) yields exactly the findings it plants', async (size) => {
    const planted = Object.fromEntries(Object.entries(plantedFindings(size)).filter(([, n]) => n > 0));
    expect(Object.keys(planted).length).toBeGreaterThan(0);
    expect(await ruleCounts(generateProject(size))).toEqual(planted);
  });

  it('the permissions workload: a clean agent.hcl whose policies span nine specificities and decide every tool', async () => {
    const { agent, answers } = generatePermissions({ tools: 400, policies: 400 });
    expect(await ruleCounts(agent)).toEqual({});
    const caps = new Map(Object.entries(answers).map(([name, categories]) => [name, decodeAdvertised({ name, categories })]));
    const result = computePermissions(decodeAgentConfig(parse(agent).file).model, caps);
    expect([result.tools.length, result.index.masks, result.profiles.length]).toEqual([400, [12, 9, 8, 6, 5, 4, 3, 2, 1], 10]);
    expect(new Set(result.tools.map((t) => t.decision))).toEqual(new Set(['allow', 'ask', 'deny']));
  });

  it('the plugin project: every fake plugin starts and answers, and the project lints clean', () => {
    assertBuilt();
    const project = join(dir, 'project');
    writePluginProject(project, join(dir, 'plugins'), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    mkdirSync(join(dir, 'tmp'));
    const env = { PATH: process.env.PATH ?? '', HOME: dir, TMPDIR: join(dir, 'tmp'), XDG_CACHE_HOME: join(dir, 'cache'), XDG_CONFIG_HOME: join(dir, 'config') };
    const run = runCliSync(['agent.hcl', '--global-config', 'global.hcl', '--config', 'linter-config.json', '--format', 'json'], project, env);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).diagnostics).toEqual([]);
    expect(run.status).toBe(0);
  });
});
