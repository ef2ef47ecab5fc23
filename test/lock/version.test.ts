import { describe, expect, it } from 'vitest';
import { compareVersions, isExactVersion, parseExactVersion, parseVersion } from '../../src/models/lock/version.js';

function v(text: string) {
  const parsed = parseVersion(text);
  if (parsed === null) throw new Error(`test setup: ${text} is not a version`);
  return parsed;
}

describe('parseVersion', () => {
  it('reads one to three components, prerelease and build', () => {
    expect(parseVersion('1')).toMatchObject({ major: 1, minor: 0, patch: 0, precision: 1, prerelease: [], build: '' });
    expect(parseVersion('1.2')).toMatchObject({ major: 1, minor: 2, patch: 0, precision: 2 });
    expect(parseVersion('1.2.3-beta.1+exp.sha')).toMatchObject({
      major: 1,
      minor: 2,
      patch: 3,
      precision: 3,
      prerelease: ['beta', '1'],
      build: 'exp.sha',
    });
  });

  it('rejects what is not a version', () => {
    for (const bad of ['', 'latest', '1.x', '^1.2', '1.2.3.4', 'v1.2.3', '01.2', '1.2.', '1..2', '1.2.3-', '1.2.3+', ' 1.2']) {
      expect(parseVersion(bad), bad).toBeNull();
    }
  });
});

describe('compareVersions', () => {
  it('orders numerically, not lexically', () => {
    expect(compareVersions(v('1.10.0'), v('1.9.0'))).toBe(1);
    expect(compareVersions(v('2'), v('1.99.99'))).toBe(1);
  });

  it('treats missing components as zero and ignores build metadata', () => {
    expect(compareVersions(v('1.2'), v('1.2.0'))).toBe(0);
    expect(compareVersions(v('1.2.3+a'), v('1.2.3+b'))).toBe(0);
  });

  it('ranks a prerelease below its release, following semver precedence', () => {
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0'];
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(compareVersions(v(ordered[i]), v(ordered[i + 1])), `${ordered[i]} < ${ordered[i + 1]}`).toBe(-1);
      expect(compareVersions(v(ordered[i + 1]), v(ordered[i]))).toBe(1);
    }
  });
});

describe('exact versions (lock file)', () => {
  it('accepts MAJOR.MINOR.PATCH with optional prerelease, build and leading v', () => {
    for (const ok of ['1.2.4', '0.0.1', '1.2.4-rc.1', '1.2.4+build.7', 'v1.2.4']) expect(isExactVersion(ok), ok).toBe(true);
    expect(parseExactVersion('v1.2.4')).toMatchObject({ major: 1, minor: 2, patch: 4 });
  });

  it('rejects constraints and partial versions', () => {
    for (const bad of ['~> 1.0', '>= 1.2.4', '= 1.2.4', '1.2', '1', '1.2.x', '', 'latest']) expect(isExactVersion(bad), bad).toBe(false);
  });
});
