import { describe, expect, it } from 'vitest';
import * as requiredProviderUnknownKey from '../../../src/rules/agent/required-provider-unknown-key.js';
import * as providerSourceFormat from '../../../src/rules/agent/provider-source-format.js';
import * as versionConstraintSyntax from '../../../src/rules/agent/version-constraint-syntax.js';
import { at, findings, REQUIRED } from './helpers.js';

describe('required-provider-unknown-key', () => {
  const rules = [requiredProviderUnknownKey];
  it('warns at each key other than source and version', () => {
    const src =
      'required_providers {\n  fs = {\n    source  = "github.com/o/fs"\n    version = "~> 1.0"\n    alias   = "x"\n    configuration_aliases = []\n  }\n}\n';
    expect(findings(src, 'required-provider-unknown-key', rules)).toEqual([
      {
        ruleId: 'required-provider-unknown-key',
        severity: 'warning',
        message: 'required_providers entry "fs": key "alias" is ignored by the kernel; remove it',
        notes: ['the kernel reads only source and version (there is no alias mechanism)'],
        range: at(src, 'alias'),
      },
      {
        ruleId: 'required-provider-unknown-key',
        severity: 'warning',
        message: 'required_providers entry "fs": key "configuration_aliases" is ignored by the kernel; remove it',
        notes: ['the kernel reads only source and version (there is no alias mechanism)'],
        range: at(src, 'configuration_aliases'),
      },
    ]);
  });
  it('accepts entries with only source and version', () => {
    expect(findings(REQUIRED, 'required-provider-unknown-key', rules)).toEqual([]);
  });
});

describe('provider-source-format', () => {
  const rules = [providerSourceFormat];
  it('rejects a URL scheme, another host and a missing repository, at the source item', () => {
    const src =
      'required_providers {\n  a = { source = "https://github.com/o/a", version = "1.0" }\n  b = { source = "example.com/o/b", version = "1.0" }\n  c = { source = "github.com/o", version = "1.0" }\n}\n';
    expect(findings(src, 'provider-source-format', rules)).toEqual([
      {
        ruleId: 'provider-source-format',
        severity: 'error',
        message: 'required_providers entry "a": source "https://github.com/o/a" is a URL: remove "https://"',
        notes: [
          'a source is a git-forge address: "github.com/<owner>/<repo>" or "gitlab.com/<group>[/<subgroup>...]/<project>"',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'source = "https://github.com/o/a"'),
      },
      {
        ruleId: 'provider-source-format',
        severity: 'error',
        message: 'required_providers entry "b": source "example.com/o/b" is not on github.com or gitlab.com',
        notes: [
          'a source is a git-forge address: "github.com/<owner>/<repo>" or "gitlab.com/<group>[/<subgroup>...]/<project>"',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'source = "example.com/o/b"'),
      },
      {
        ruleId: 'provider-source-format',
        severity: 'error',
        message: 'required_providers entry "c": source "github.com/o" is not "github.com/<owner>/<repo>"',
        notes: [
          'its owner or repository is missing',
          'a source is a git-forge address: "github.com/<owner>/<repo>" or "gitlab.com/<group>[/<subgroup>...]/<project>"',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'source = "github.com/o"'),
      },
    ]);
  });
  it('accepts github and nested gitlab addresses', () => {
    const src = 'required_providers {\n  a = { source = "github.com/o/a", version = "1.0" }\n  b = { source = "gitlab.com/g/sub/p", version = "1.0" }\n}\n';
    expect(findings(src, 'provider-source-format', rules)).toEqual([]);
  });
});

describe('version-constraint-syntax', () => {
  const rules = [versionConstraintSyntax];
  it('rejects foreign operators, missing commas and words', () => {
    const src =
      'required_providers {\n  a = { source = "github.com/o/a", version = "^1.2" }\n  b = { source = "github.com/o/b", version = ">= 1.0 < 2.0" }\n  c = { source = "github.com/o/c", version = "latest" }\n  d = { source = "github.com/o/d", version = "" }\n}\n';
    expect(findings(src, 'version-constraint-syntax', rules)).toEqual([
      {
        ruleId: 'version-constraint-syntax',
        severity: 'error',
        message: 'required_providers entry "a": version "^1.2": "^" is npm\'s, not a Terraform operator; use "~>" (e.g. "~> 1.2")',
        notes: [
          'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'version = "^1.2"'),
      },
      {
        ruleId: 'version-constraint-syntax',
        severity: 'error',
        message: 'required_providers entry "b": version ">= 1.0 < 2.0": it holds several clauses; separate them with commas',
        notes: [
          'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'version = ">= 1.0 < 2.0"'),
      },
      {
        ruleId: 'version-constraint-syntax',
        severity: 'error',
        message: 'required_providers entry "c": version "latest": it is not a version: expected N[.N[.N]][-pre][+build]',
        notes: [
          'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'version = "latest"'),
      },
      {
        ruleId: 'version-constraint-syntax',
        severity: 'error',
        message: 'required_providers entry "d": version "": empty version constraint: write e.g. "~> 1.2"',
        notes: [
          'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'version = ""'),
      },
    ]);
  });
  it('accepts Terraform constraints', () => {
    const src =
      'required_providers {\n  a = { source = "github.com/o/a", version = ">= 1.0, < 2.0" }\n  b = { source = "github.com/o/b", version = "~> 1.2.3" }\n  c = { source = "github.com/o/c", version = "1.0.0-beta+exp" }\n}\n';
    expect(findings(src, 'version-constraint-syntax', rules)).toEqual([]);
  });
});
