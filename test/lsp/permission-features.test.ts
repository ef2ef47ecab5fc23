// The editor's view of the effective permissions, as pure functions of the model and the
// answers: the code lenses above policies and profiles and the hover on tools entries, tool
// names and policy headers, on docs/permissions.md's worked example.
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { decodeAgentConfig } from '../../src/models/agent/decode.js';
import { codeLenses } from '../../src/lsp/code-lens.js';
import { permissionHover } from '../../src/lsp/permission-hover.js';
import { SourceText } from '../../src/lsp/positions.js';
import { EXAMPLE_HCL, exampleCapabilities } from '../permissions/example.js';

const model = (text: string) => decodeAgentConfig(parse(text).file).model;

/** Each lens as its 1-based line and title. */
function lenses(text: string, names?: string[]): [number, string][] {
  return codeLenses(model(text), exampleCapabilities(names), new SourceText(text, 'utf-16')).map((l) => [l.range.start.line + 1, l.command!.title]);
}

/** The hover at the first `needle`, `shift` characters in (1-based line and column). */
function hoverAt(text: string, needle: string, shift = 1, names?: string[]): string[] {
  const index = text.indexOf(needle) + shift;
  const before = text.slice(0, index);
  return permissionHover(model(text), exampleCapabilities(names), { line: before.split('\n').length, column: index - before.lastIndexOf('\n') });
}

describe('code lenses', () => {
  it('above each policy what it decides, above each profile its scope', () => {
    expect(lenses(EXAMPLE_HCL)).toEqual([
      [7, 'decides 1 tool: 1 allow'],
      [12, 'decides 2 tools: 2 ask'],
      [17, 'decides nothing: shadowed by "gate_writes", "trust_agent"'],
      [22, 'decides 3 tools: 3 allow'],
      [27, 'decides 1 tool: 1 deny'],
      [32, '7 tools: 4 allow · 2 ask · 1 deny'],
      [36, '1 tool: 1 allow · 0 ask · 0 deny'],
    ]);
  });

  it('says what is not known while a provider has not answered, and shows nothing before any has', () => {
    expect(lenses(EXAMPLE_HCL, ['filesystem', 'web'])).toEqual([
      [7, 'decides 1 tool: 1 allow (some providers have not answered)'],
      [12, 'decides 2 tools: 2 ask'],
      [17, 'decides nothing: shadowed by "gate_writes" (some providers have not answered)'],
      [22, 'decides nothing: matches no advertised tool (some providers have not answered)'],
      [27, 'decides 1 tool: 1 deny'],
      [32, '4 tools: 1 allow · 2 ask · 1 deny (not known: "agent.*")'],
      [36, '1 tool: 1 allow · 0 ask · 0 deny'],
    ]);
    expect(lenses(EXAMPLE_HCL, [])).toEqual([]);
  });

  it('says so when a policy names a provider that is not declared, which never answers', () => {
    const text = EXAMPLE_HCL.replace('provider = "agent"', 'provider = "agnet"');
    expect(lenses(text)).toContainEqual([22, 'decides nothing: matches no advertised tool (provider "agnet" is not declared)']);
    expect(hoverAt(text, 'policy "trust_agent"')).toEqual([
      'policy "trust\\_agent" matches no advertised tool\n\nprovider "agnet" is not declared in required_providers: it never loads',
    ]);
  });
});

describe('hover', () => {
  it('on a tools entry: each tool it brings into scope with its decision and why', () => {
    expect(hoverAt(EXAMPLE_HCL, '"agent.*"')).toEqual([
      '"agent.\\*" brings into scope:\n\n' +
        '- agent.ask\\_user: **allow** by policy "trust\\_agent"\n' +
        '- agent.compact: **allow** by policy "trust\\_agent"\n' +
        '- agent.spawn\\_subagent: **allow** by policy "trust\\_agent"',
    ]);
    expect(hoverAt(EXAMPLE_HCL, '"web.web_search"')).toEqual([
      '"web.web\\_search" brings into scope:\n\n- web.web\\_search: **deny**: policy "review\\_search" asks, downgraded for data\\_source calls',
    ]);
    expect(hoverAt(EXAMPLE_HCL, '"agent.*"', 1, ['filesystem'])).toEqual([
      '"agent.\\*": its provider has not answered, so what it brings into scope is not known',
    ]);
  });

  it('on a policy header or its tool_name: every tool it matches, and which policy decides it', () => {
    expect(hoverAt(EXAMPLE_HCL, 'policy "block_critical"')).toEqual([
      'policy "block\\_critical" matches 2 tools:\n\n' +
        '- agent.spawn\\_subagent: **allow**, decided by "trust\\_agent", which specifies provider\n' +
        '- filesystem.delete\\_tree: **ask**, decided by "gate\\_writes", which specifies provider',
    ]);
    expect(hoverAt(EXAMPLE_HCL, '"web_search"')).toEqual(['policy "review\\_search" matches 1 tool:\n\n- web.web\\_search: **deny**, decided by this policy']);
    expect(hoverAt(EXAMPLE_HCL, 'policy "trust_agent"', 1, ['filesystem'])).toEqual([
      'policy "trust\\_agent" matches no advertised tool\n\nsome providers it could match have not answered: their tools are not known',
    ]);
  });

  it('elsewhere, or before any provider answered: nothing', () => {
    expect(hoverAt(EXAMPLE_HCL, 'action = "allow"')).toEqual([]);
    expect(hoverAt(EXAMPLE_HCL, '"agent.*"', 1, [])).toEqual([]);
  });
});
