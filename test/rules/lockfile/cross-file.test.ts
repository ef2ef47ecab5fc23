import { describe, expect, it } from 'vitest';
import * as missing from '../../../src/rules/cross-file/lock-entry-missing.js';
import * as fileMissing from '../../../src/rules/cross-file/lock-file-missing.js';
import * as orphan from '../../../src/rules/cross-file/lock-entry-orphan.js';
import * as sourceMismatch from '../../../src/rules/cross-file/lock-source-mismatch.js';
import * as versionUnsatisfied from '../../../src/rules/cross-file/lock-version-unsatisfied.js';
import * as devOverridden from '../../../src/rules/cross-file/lock-entry-dev-overridden.js';
import { lines } from '../../lock/helpers.js';
import { AGENT, agent, entry, GLOBAL, LOCK, lockFile, run } from './harness.js';

const ALL = [missing, orphan, sourceMismatch, versionUnsatisfied, devOverridden];

/** The source or version item of the n-th (0-based) provider written by `agent()`. */
function item(n: number, key: 'source' | 'version', value: string): string {
  const line = 2 + 4 * n + (key === 'source' ? 1 : 2);
  return `${line}:5-${line}:${5 + `${key.padEnd(7)} = `.length + value.length + 2}`;
}

describe('lock-entry-missing', () => {
  it('reports a required provider with no lock entry at its local name in agent.hcl', () => {
    const files = { agent: agent(['anthropic', '~> 1.2.3'], ['ripgrep', '~> 0.5']), lock: lockFile(entry('anthropic')) };
    expect(run(missing, files)).toEqual([
      {
        ruleId: 'lock-entry-missing',
        file: AGENT,
        message: `required provider "ripgrep" has no entry in the lock file ${LOCK}; update the lock file and commit it`,
        notes: ['the kernel will resolve the provider again and rewrite the committed lock'],
        range: '6:3-6:10',
      },
    ]);
  });

  it('skips dev-overridden providers and projects without a lock file', () => {
    const agentHcl = agent(['anthropic', '~> 1.2.3'], ['ripgrep', '~> 0.5']);
    expect(
      run(missing, { agent: agentHcl, lock: lockFile(entry('anthropic')), global: lines('dev_overrides {', '  ripgrep = "/bin/rg-provider"', '}') }),
    ).toEqual([]);
    expect(run(missing, { agent: agentHcl })).toEqual([]);
  });
});

describe('lock-file-missing', () => {
  const devOverride = (...names: string[]) => lines('dev_overrides {', ...names.map((n) => `  ${n} = "/bin/${n}-provider"`), '}');

  it('reports required_providers without a lock file at the block header, counting the providers the lock would pin', () => {
    const two = agent(['anthropic', '~> 1.2.3'], ['ripgrep', '~> 0.5']);
    const at = (message: string) => [{ ruleId: 'lock-file-missing', file: AGENT, message, range: '1:1-1:19' }];
    expect(run(fileMissing, { agent: two })).toEqual(
      at('no lock file pins the 2 providers of required_providers: let the kernel write .agent/agent.lock.hcl and commit it'),
    );
    expect(run(fileMissing, { agent: two, global: devOverride('ripgrep') })).toEqual(
      at('no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it'),
    );
    expect(run(fileMissing, { agent: `# header\n\n${agent(['anthropic', '~> 1.2.3'])}` })[0].range).toBe('3:1-3:19');
  });

  it('is silent with a lock file (even one that does not decode), with every provider dev-overridden, and without providers', () => {
    const one = agent(['anthropic', '~> 1.2.3']);
    expect(run(fileMissing, { agent: one, lock: lockFile(entry('anthropic')) })).toEqual([]);
    expect(run(fileMissing, { agent: one, lock: 'lock_file_version = 99\n' })).toEqual([]);
    expect(run(fileMissing, { agent: one, lock: 'provider {\n' })).toEqual([]);
    expect(run(fileMissing, { agent: one, global: devOverride('anthropic') })).toEqual([]);
    expect(run(fileMissing, { agent: 'required_providers {\n}\n' })).toEqual([]);
    expect(run(fileMissing, { agent: '' })).toEqual([]);
  });
});

describe('lock-entry-orphan', () => {
  it('reports a lock entry that required_providers does not declare, at its header', () => {
    const files = { agent: agent(['anthropic', '~> 1.2.3']), lock: lockFile(entry('anthropic'), entry('filesystem')) };
    expect(run(orphan, files)).toEqual([
      {
        ruleId: 'lock-entry-orphan',
        file: LOCK,
        message: `lock entry provider "filesystem" is not in required_providers of ${AGENT}; remove the stale entry, or declare it`,
        range: '13:1-13:22',
      },
    ]);
  });
});

describe('lock-source-mismatch', () => {
  it('reports a lock source that differs from the declared one, related to the declaration', () => {
    const declared = 'github.com/agentco/provider-anthropic';
    const files = { agent: agent(['anthropic', '~> 1.2.3', declared]), lock: lockFile(entry('anthropic', { source: '"github.com/fork/provider-anthropic"' })) };
    expect(run(sourceMismatch, files)).toEqual([
      {
        ruleId: 'lock-source-mismatch',
        file: LOCK,
        message: `lock entry provider "anthropic" has source "github.com/fork/provider-anthropic", but required_providers declares "${declared}": the project would run a different plugin than it declares; update the lock entry`,
        range: '4:3-4:53',
        related: [{ file: AGENT, range: item(0, 'source', declared), message: 'source declared for "anthropic"' }],
      },
    ]);
  });

  it('accepts equal sources', () => {
    expect(run(sourceMismatch, { agent: agent(['anthropic', '~> 1.2.3']), lock: lockFile(entry('anthropic')) })).toEqual([]);
  });
});

describe('lock-version-unsatisfied', () => {
  it('reports a locked version outside the constraint, related to the clause that excludes it', () => {
    const files = {
      agent: agent(['anthropic', '~> 1.2.3'], ['filesystem', '>= 1.0, != 1.0.2'], ['shell', '>= 1.0']),
      lock: lockFile(entry('anthropic', { version: '"1.3.0"' }), entry('filesystem', { version: '"1.0.2"' }), entry('shell', { version: '"1.3.0-beta"' })),
    };
    const message = (v: string, n: string, c: string) =>
      `locked version "${v}" of provider "${n}" does not satisfy the required_providers constraint "${c}"; update the lock entry to a matching release, or change the constraint`;
    expect(run(versionUnsatisfied, files)).toEqual([
      {
        ruleId: 'lock-version-unsatisfied',
        file: LOCK,
        message: message('1.3.0', 'anthropic', '~> 1.2.3'),
        range: '5:3-5:24',
        related: [{ file: AGENT, range: '4:16-4:24', message: 'clause "~> 1.2.3" declared for "anthropic" excludes it' }],
      },
      {
        ruleId: 'lock-version-unsatisfied',
        file: LOCK,
        message: message('1.0.2', 'filesystem', '>= 1.0, != 1.0.2'),
        range: '15:3-15:24',
        related: [{ file: AGENT, range: '8:24-8:32', message: 'clause "!= 1.0.2" declared for "filesystem" excludes it' }],
      },
      {
        ruleId: 'lock-version-unsatisfied',
        file: LOCK,
        message: message('1.3.0-beta', 'shell', '>= 1.0'),
        range: '25:3-25:29',
        related: [
          {
            file: AGENT,
            range: item(2, 'version', '>= 1.0'),
            message: 'version constraint declared for "shell"; a prerelease is only selected by an exact clause naming it',
          },
        ],
      },
    ]);
  });

  it('accepts satisfied constraints and leaves malformed versions to their own rules', () => {
    const files = {
      agent: agent(['anthropic', '~> 1.2.3'], ['filesystem', '~> 1.0'], ['ripgrep', '^0.5'], ['shell', '~> 2.0']),
      lock: lockFile(
        entry('anthropic'),
        entry('filesystem', { version: '"1.0.2"' }),
        entry('ripgrep', { version: '"9.9.9"' }),
        entry('shell', { version: '"~> 1.0"' }),
      ),
    };
    expect(run(versionUnsatisfied, files)).toEqual([]);
  });
});

describe('lock-entry-dev-overridden', () => {
  it('reports a lock entry bypassed by dev_overrides, related to the override', () => {
    const files = {
      agent: agent(['anthropic', '~> 1.2.3'], ['filesystem', '~> 1.0']),
      lock: lockFile(entry('anthropic'), entry('filesystem', { version: '"9.0.0"', source: '"github.com/x/y"' })),
      global: lines('dev_overrides {', '  filesystem = "/home/dev/src/provider-filesystem/bin/provider-filesystem"', '}'),
    };
    expect(run(devOverridden, files)).toEqual([
      {
        ruleId: 'lock-entry-dev-overridden',
        file: LOCK,
        message: `lock entry provider "filesystem" is bypassed by dev_overrides in ${GLOBAL}; remove the override when done developing`,
        notes: ['dev_overrides points "filesystem" at a local binary, so this entry and its checksums are not what runs here'],
        range: '13:1-13:22',
        related: [{ file: GLOBAL, range: '2:3-2:75', message: 'dev_overrides entry for "filesystem"' }],
      },
    ]);
    // The bypassed entry's drift is moot: the kernel never reads it.
    expect(run(sourceMismatch, files)).toEqual([]);
    expect(run(versionUnsatisfied, files)).toEqual([]);
  });
});

describe('cross-file checks are skipped', () => {
  const drifted = {
    agent: agent(['anthropic', '~> 1.2.3'], ['ripgrep', '~> 0.5']),
    lock: lockFile(entry('anthropic', { version: '"2.0.0"', source: '"github.com/x/y"' }), entry('filesystem')),
    global: lines('dev_overrides {', '  anthropic = "/bin/a"', '}'),
  };

  it('after lock-version-unsupported', () => {
    const files = { ...drifted, lock: drifted.lock.replace('lock_file_version = 1', 'lock_file_version = 3') };
    for (const rule of ALL) expect(run(rule, files), rule.meta.id).toEqual([]);
  });

  it('without a lock file', () => {
    for (const rule of ALL) expect(run(rule, { agent: drifted.agent, global: drifted.global }), rule.meta.id).toEqual([]);
  });

  it('but do run on the same files with a supported version', () => {
    expect(ALL.map((rule) => run(rule, drifted).length)).toEqual([1, 1, 0, 0, 1]);
  });
});
