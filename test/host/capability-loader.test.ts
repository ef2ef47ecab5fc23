// capabilityLoader, the host's plugin wiring for the lints of one file: each provider is asked
// once, so --fix's later passes reuse the first answers, and a provider a pass newly requires is
// the only one launched then. Two fake plugins through dev_overrides, launches counted.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProgressEvent } from '../../src/plugin-host/query-providers.js';
import { capabilityLoader } from '../../src/host/capability-loader.js';
import { parseProject } from '../../src/engine/index.js';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { tempDir } from '../support/temp-dir.js';

const dir = tempDir('harness-lint-loader-');

const tool = (name: string) => ({ category: 'tool', capabilities: { tools: [{ name, kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] } });
const global = `dev_overrides {\n  files = ${JSON.stringify(makePlugin(dir, 'provider-files', tool('read_file')))}\n  grep = ${JSON.stringify(makePlugin(dir, 'provider-grep', tool('search')))}\n}\n`;

const entry = (name: string, version: string) => `  ${name} = { source = "github.com/agentco/provider-${name}", version = "${version}" }\n`;
const project = (...entries: string[]) =>
  parseProject({ agent: { path: 'agent.hcl', text: `required_providers {\n${entries.join('')}}\n` }, global: { path: join(dir, 'global.hcl'), text: global } })
    .project;

describe('capabilityLoader', () => {
  it('asks each provider once over the lints of a file, and only a newly required one later', async () => {
    const launched: string[] = [];
    const onProgress = (e: ProgressEvent) => void (e.kind === 'launch' && launched.push(e.provider));
    const load = capabilityLoader({ timeoutMs: 10_000, env: { PATH: process.env.PATH }, noCache: true, onProgress });
    const tools = (answers: ReadonlyMap<string, { capabilities?: { categories: { tool?: { tools?: { name: string }[] } } } }>) =>
      [...answers].map(([name, a]) => [name, a.capabilities?.categories.tool?.tools?.map((t) => t.name)]);

    expect(tools(await load(project(entry('files', '^1.0'))))).toEqual([['files', ['read_file']]]);
    expect(launched).toEqual(['files']);
    // A fix rewrote the version (which locates no binary): nothing is launched again.
    expect(tools(await load(project(entry('files', '~> 1.0'))))).toEqual([['files', ['read_file']]]);
    expect(launched).toEqual(['files']);
    // A pass that requires another provider launches that one alone.
    expect(tools(await load(project(entry('files', '~> 1.0'), entry('grep', '~> 1.0'))))).toEqual([
      ['files', ['read_file']],
      ['grep', ['search']],
    ]);
    expect(launched).toEqual(['files', 'grep']);
  });

  it('is one per file: a new loader asks again', async () => {
    const launched: string[] = [];
    const options = {
      timeoutMs: 10_000,
      env: { PATH: process.env.PATH },
      noCache: true,
      onProgress: (e: ProgressEvent) => void (e.kind === 'launch' && launched.push(e.provider)),
    };
    await capabilityLoader(options)(project(entry('files', '~> 1.0')));
    await capabilityLoader(options)(project(entry('files', '~> 1.0')));
    expect(launched).toEqual(['files', 'files']);
  });
});
