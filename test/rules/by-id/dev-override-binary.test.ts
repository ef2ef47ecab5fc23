import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binaryState } from '../../../src/host/host-facts.js';
import { GLOBAL, ruleDiagnostics, testRule } from '../../support/rule-tester.js';
import { tempDir } from '../../support/temp-dir.js';
import { declare, override } from './fixtures.js';

testRule('dev-override-binary', {
  valid: [
    {
      name: 'an executable',
      agent: declare('anthropic'),
      global: override('/opt/anthropic'),
      host: { env: {}, binaries: new Map([['/opt/anthropic', 'executable']]) },
    },
  ],
  invalid: [
    {
      name: 'a missing path',
      agent: declare('anthropic'),
      global: override('/opt/anthropic'),
      host: { env: {}, binaries: new Map([['/opt/anthropic', 'missing']]) },
      errors: [
        {
          file: GLOBAL,
          range: [2, 15, 2, 31],
          message: 'dev_overrides path for "anthropic" does not exist: "/opt/anthropic" cannot be launched; build the provider there or fix the path',
        },
      ],
    },
    {
      name: 'a file that is not executable',
      agent: declare('anthropic'),
      global: override('/opt/anthropic'),
      host: { env: {}, binaries: new Map([['/opt/anthropic', 'not-executable']]) },
      errors: [
        {
          file: GLOBAL,
          range: [2, 15, 2, 31],
          message: 'dev_overrides path for "anthropic" is not executable: "/opt/anthropic" cannot be launched; build the provider there or fix the path',
        },
      ],
    },
    {
      name: 'a folder',
      agent: declare('anthropic'),
      global: override('/opt/anthropic'),
      host: { env: {}, binaries: new Map([['/opt/anthropic', 'not-a-file']]) },
      errors: [
        {
          file: GLOBAL,
          range: [2, 15, 2, 31],
          message: 'dev_overrides path for "anthropic" is not a file: "/opt/anthropic" cannot be launched; build the provider there or fix the path',
        },
      ],
    },
  ],
});

describe('dev-override-binary, with the states the front end reads from disk', () => {
  it('reports each path that cannot be launched, at the path', () => {
    const dir = tempDir('harness-lint-devov-');
    writeFileSync(join(dir, 'ok'), '#!/bin/sh\n');
    chmodSync(join(dir, 'ok'), 0o755);
    writeFileSync(join(dir, 'plain'), 'x');
    chmodSync(join(dir, 'plain'), 0o644);
    mkdirSync(join(dir, 'folder'));
    const paths = ['ok', 'missing', 'plain', 'folder'].map((name) => join(dir, name));
    const global = `dev_overrides {\n${paths.map((path, i) => `  ${'abcd'[i]} = "${path}"\n`).join('')}}\n`;
    const found = ruleDiagnostics({ global, host: { env: {}, binaries: new Map(paths.map((path) => [path, binaryState(path)])) } }, 'dev-override-binary');
    expect(found.map((d) => [d.file, d.range.start.line, d.range.start.column, d.message.replace(dir, '<dir>')])).toEqual([
      [GLOBAL, 3, 7, 'dev_overrides path for "b" does not exist: "<dir>/missing" cannot be launched; build the provider there or fix the path'],
      [GLOBAL, 4, 7, 'dev_overrides path for "c" is not executable: "<dir>/plain" cannot be launched; build the provider there or fix the path'],
      [GLOBAL, 5, 7, 'dev_overrides path for "d" is not a file: "<dir>/folder" cannot be launched; build the provider there or fix the path'],
    ]);
  });
});
