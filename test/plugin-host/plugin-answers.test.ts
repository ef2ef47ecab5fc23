import { describe, expect, it } from 'vitest';
import { assessAnswers } from '../../src/plugin-host/wire/plugin-answers.js';

describe('assessAnswers', () => {
  it('uses the answers as capabilities when Describe is there with protocol_version 1 or unset', () => {
    for (const describe of [{ name: 'x', protocol_version: 1 }, { name: 'x' }, { name: 'x', protocol_version: 0 }]) {
      expect(assessAnswers('p', 'provider "p"', { describe, categories: { tool: {} } })).toEqual({
        capabilities: { name: 'p', describe, categories: { tool: {} } },
        findings: [],
      });
    }
  });

  it('withholds the capabilities of a plugin the kernel would refuse (protocol_version 3)', () => {
    const result = assessAnswers('p', 'provider "p"', { describe: { protocol_version: 3 }, categories: { tool: {} } });
    expect(result.capabilities).toBeUndefined();
    expect(result.findings.map((f) => [f.ruleId, f.severity])).toEqual([['plugin-protocol-version', 'error']]);
  });

  it('lists every served category in the describe-missing warning', () => {
    const result = assessAnswers('p', 'provider "p"', { categories: { tool: {}, slashcommand: {} } });
    expect(result.findings).toEqual([
      {
        ruleId: 'plugin-describe-missing',
        severity: 'warning',
        message:
          'provider "p": the plugin serves no Describe (tool, slashcommand Describe answered UNIMPLEMENTED), so its identity (name, version, source) is unknown; its capabilities are still checked',
      },
    ]);
    expect(result.capabilities).toEqual({ name: 'p', categories: { tool: {}, slashcommand: {} } });
  });

  it('reports a Describe category whose service the plugin does not serve (plugin-category-mismatch), not one it serves or leaves unset', () => {
    const result = assessAnswers('p', 'provider "p"', { describe: { name: 'x', category: 'CATEGORY_MODEL' }, categories: { tool: {}, slashcommand: {} } });
    expect(result.findings).toEqual([
      {
        ruleId: 'plugin-category-mismatch',
        severity: 'warning',
        message:
          'provider "p": its Describe reports category CATEGORY_MODEL, but the plugin serves tool, slashcommand and not the model service; fix the category in the plugin\'s Describe (ProducerRef.category), or serve the category it names',
      },
    ]);
    expect(result.capabilities?.categories).toEqual({ tool: {}, slashcommand: {} });
    for (const category of ['CATEGORY_SLASHCOMMAND', 'CATEGORY_UNSPECIFIED', 99, undefined]) {
      expect(assessAnswers('p', 'provider "p"', { describe: { name: 'x', category }, categories: { tool: {}, slashcommand: {} } }).findings).toEqual([]);
    }
  });
});
