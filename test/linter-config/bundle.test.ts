// The CLI ships as an esbuild bundle, where CommonJS modules imported dynamically expose only
// `default`: loading the linter config must work there too, not just under vitest.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { tempDir } from '../support/temp-dir.js';

let dir: string;
let bundled: typeof import('../../src/host/linter-config/load.js');

beforeAll(async () => {
  dir = realpathSync(tempDir('hl-bundle-'));
  await build({
    entryPoints: [new URL('../../src/host/linter-config/load.ts', import.meta.url).pathname],
    outdir: join(dir, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // cosmiconfig's TypeScript loader is never called: JS/TS configs are refused.
    external: ['typescript'],
    banner: { js: "import { createRequire as __hlCreateRequire } from 'node:module'; const require = __hlCreateRequire(import.meta.url);" },
    logLevel: 'error',
  });
  bundled = await import(pathToFileURL(join(dir, 'dist', 'load.js')).href);
}, 60000);

describe('linter config from the bundle', () => {
  it('finds, parses and validates JSON and YAML configs', async () => {
    const project = join(dir, 'project');
    mkdirSync(join(project, '.git'), { recursive: true });
    mkdirSync(join(project, 'sub'));
    writeFileSync(join(project, '.harness-lintrc.yaml'), 'rules:\n  numeric-range: off\n');
    writeFileSync(join(project, 'sub', 'package.json'), '{"harness-lint": {"pluginTimeout": 7}}');
    expect(await bundled.loadLinterConfig({ startDir: project, knownRuleIds: ['numeric-range'] })).toEqual({
      config: { rules: { 'numeric-range': 'off' } },
      path: join(project, '.harness-lintrc.yaml'),
    });
    expect(await bundled.loadLinterConfig({ startDir: join(project, 'sub'), knownRuleIds: [] })).toEqual({
      config: { rules: {}, pluginTimeout: 7 },
      path: join(project, 'sub', 'package.json'),
    });
  });

  it('refuses a script config', async () => {
    const file = join(dir, 'x.config.js');
    writeFileSync(file, 'module.exports = {};\n');
    await expect(bundled.loadLinterConfig({ startDir: dir, explicitPath: file, knownRuleIds: [] })).rejects.toMatchObject({
      name: 'LinterConfigError',
      problems: ['only JSON and YAML config files are read (JavaScript and TypeScript configs are never run)'],
    });
  });
});
