import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as envVarUnset from '../../../src/rules/env/env-var-unset.js';
import * as devOverrideBinary from '../../../src/rules/env/dev-override-binary.js';
import { lines } from '../../lock/helpers.js';
import { AGENT, GLOBAL, run } from './harness.js';
import { tempDir } from '../../support/temp-dir.js';

const SET = 'HARNESS_LINT_TEST_VAR_SET';
const UNSET = 'HARNESS_LINT_TEST_VAR_UNSET';

describe('env-var-unset (opt-in)', () => {
  beforeAll(() => {
    process.env[SET] = 'x';
    delete process.env[UNSET];
  });
  afterAll(() => {
    delete process.env[SET];
  });

  it('is opt-in', () => {
    expect(envVarUnset.meta.optIn).toBe(true);
  });

  it('reports unset variables in provider bodies at any depth and in mirror.auth, not in a provider block the kernel never decodes', () => {
    const agent = lines(
      'required_providers {',
      '  anthropic = { source = "github.com/agentco/provider-anthropic", version = "1.2.4" }',
      '}',
      'provider "anthropic" {',
      `  api_key = env("${UNSET}")`,
      `  other   = env("${SET}")`,
      `  nested  = { token = env("${UNSET}"), list = [env("")] }`,
      '}',
      'provider "undeclared" {',
      `  api_key = env("${UNSET}")`,
      '}',
    );
    const global = lines(
      'registry_mirror {',
      '  default = "https://r"',
      '  mirror {',
      '    prefix = "p/"',
      '    url    = "https://m"',
      `    auth   = env("${UNSET}")`,
      '  }',
      '}',
    );
    const message = (where: string) =>
      `env("${UNSET}") in ${where}: ${UNSET} is not set in this environment, so the kernel fails to load the configuration; export ${UNSET} before starting the agent`;
    expect(run(envVarUnset, { agent, global })).toEqual([
      { ruleId: 'env-var-unset', file: AGENT, message: message('api_key of provider "anthropic"'), range: `5:13-5:${13 + UNSET.length + 7}` },
      { ruleId: 'env-var-unset', file: AGENT, message: message('nested of provider "anthropic"'), range: `7:23-7:${23 + UNSET.length + 7}` },
      { ruleId: 'env-var-unset', file: GLOBAL, message: message('auth of mirror for prefix "p/"'), range: `6:14-6:${14 + UNSET.length + 7}` },
    ]);
  });
});

describe('dev-override-binary (opt-in)', () => {
  let dir = '';
  beforeAll(() => {
    dir = tempDir('harness-lint-devov-');
    writeFileSync(join(dir, 'ok'), '#!/bin/sh\n');
    chmodSync(join(dir, 'ok'), 0o755);
    writeFileSync(join(dir, 'plain'), 'x');
    chmodSync(join(dir, 'plain'), 0o644);
    mkdirSync(join(dir, 'folder'));
  });

  it('reports paths that cannot be launched, at the path', () => {
    const global = lines('dev_overrides {', `  a = "${dir}/ok"`, `  b = "${dir}/missing"`, `  c = "${dir}/plain"`, `  d = "${dir}/folder"`, '}');
    const found = run(devOverrideBinary, { global });
    expect(found.map((f) => [f.range.split('-')[0], f.message.replace(dir, '<dir>')])).toEqual([
      ['3:7', `dev_overrides path for "b" does not exist: "<dir>/missing" cannot be launched; build the provider there or fix the path`],
      ['4:7', `dev_overrides path for "c" is not executable: "<dir>/plain" cannot be launched; build the provider there or fix the path`],
      ['5:7', `dev_overrides path for "d" is not a file: "<dir>/folder" cannot be launched; build the provider there or fix the path`],
    ]);
    expect(devOverrideBinary.meta.optIn).toBe(true);
  });
});
