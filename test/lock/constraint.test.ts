import { describe, expect, it } from 'vitest';
import { parseConstraints, satisfies } from '../../src/models/lock/constraint.js';
import { parseVersion } from '../../src/models/lock/version.js';

function ok(text: string) {
  const parsed = parseConstraints(text);
  if (!parsed.ok) throw new Error(`test setup: ${text}: ${parsed.error.message}`);
  return parsed.clauses;
}

function sat(version: string, constraint: string): boolean {
  const parsed = parseVersion(version);
  if (parsed === null) throw new Error(`test setup: ${version}`);
  return satisfies(parsed, ok(constraint));
}

describe('parseConstraints', () => {
  it('accepts every Terraform operator, bare versions and comma-separated clauses', () => {
    expect(ok('>= 1.2.0, < 2.0.0').map((c) => [c.op, c.version.raw, c.offset, c.length])).toEqual([
      ['>=', '1.2.0', 0, 8],
      ['<', '2.0.0', 10, 7],
    ]);
    expect(ok('0.5.1').map((c) => c.op)).toEqual(['=']);
    expect(ok('~> 2.1, != 2.1.3').map((c) => c.op)).toEqual(['~>', '!=']);
    expect(ok('>1,<=3,=2.5,~>2.0').map((c) => c.op)).toEqual(['>', '<=', '=', '~>']);
    expect(ok('  ~>1.2.3-beta+b  ').map((c) => [c.op, c.version.prerelease, c.offset, c.length])).toEqual([['~>', ['beta'], 2, 14]]);
  });

  it('reports each kind of mistake with the offending text', () => {
    const cases: [string, string, number, number][] = [
      ['^1.2.0', '"^" is npm\'s, not a Terraform operator; use "~>" (e.g. "~> 1.2")', 0, 6],
      ['>= 1.0 < 2.0', 'it holds several clauses; separate them with commas', 0, 12],
      ['latest', 'it is not a version: expected N[.N[.N]][-pre][+build]', 0, 6],
      ['~> 1.2, 1.x', '"1.x" is not a version: expected N[.N[.N]][-pre][+build]', 8, 3],
      ['', 'empty version constraint: write e.g. "~> 1.2"', 0, 0],
      ['  ', 'empty version constraint: write e.g. "~> 1.2"', 0, 2],
      ['>= 1.0,', 'empty clause: remove the extra comma or add a version', 6, 1],
      [', 1.0', 'empty clause: remove the extra comma or add a version', 0, 1],
      ['>= 1.0, <', '"<" has no version after the operator', 8, 1],
      ['== 1.0', '"==" is not a Terraform operator; use "=" or a bare version', 0, 6],
      ['=> 1.0', '"=>" is not a Terraform operator; use ">="', 0, 6],
      ['~1.0', '"~" is not a Terraform operator; use "~>"', 0, 4],
      ['>= v1.0', '"v1.0" is not a version: expected N[.N[.N]][-pre][+build]', 3, 4],
    ];
    for (const [text, message, offset, length] of cases) {
      expect(parseConstraints(text), text).toEqual({ ok: false, error: { message, offset, length } });
    }
  });
});

describe('satisfies', () => {
  it('applies the comparison operators', () => {
    expect(sat('1.2.4', '= 1.2.4')).toBe(true);
    expect(sat('1.2.4', '1.2.4')).toBe(true);
    expect(sat('1.2.5', '1.2.4')).toBe(false);
    expect(sat('1.2.4', '!= 1.2.4')).toBe(false);
    expect(sat('1.2.4', '> 1.2.3')).toBe(true);
    expect(sat('1.2.3', '> 1.2.3')).toBe(false);
    expect(sat('1.2.3', '>= 1.2.3')).toBe(true);
    expect(sat('2.0.0', '< 2.0.0')).toBe(false);
    expect(sat('2.0.0', '<= 2')).toBe(true);
  });

  it('requires every clause', () => {
    expect(sat('1.5.0', '>= 1.2.0, < 2.0.0')).toBe(true);
    expect(sat('2.1.3', '~> 2.1, != 2.1.3')).toBe(false);
    expect(sat('2.1.4', '~> 2.1, != 2.1.3')).toBe(true);
  });

  it('lets only the last written component of ~> increase', () => {
    expect(sat('1.2.3', '~> 1.2.3')).toBe(true);
    expect(sat('1.2.10', '~> 1.2.3')).toBe(true);
    expect(sat('1.3.0', '~> 1.2.3')).toBe(false);
    expect(sat('1.2.2', '~> 1.2.3')).toBe(false);
    expect(sat('1.9.0', '~> 1.2')).toBe(true);
    expect(sat('2.0.0', '~> 1.2')).toBe(false);
    expect(sat('1.1.9', '~> 1.2')).toBe(false);
    expect(sat('7.0.0', '~> 1')).toBe(true);
    expect(sat('0.9.0', '~> 1')).toBe(false);
    expect(sat('1.0.2', '~> 1.0')).toBe(true);
  });

  it('selects a prerelease only through an exact clause naming it', () => {
    expect(sat('1.3.0-beta', '>= 1.0')).toBe(false);
    expect(sat('1.2.4-rc.1', '~> 1.2')).toBe(false);
    expect(sat('1.2.4-rc.1', '1.2.4-rc.1')).toBe(true);
    expect(sat('1.2.4-rc.1', '= 1.2.4-rc.1, >= 1.0')).toBe(true);
    expect(sat('1.2.4-rc.2', '= 1.2.4-rc.1')).toBe(false);
    expect(sat('1.2.4', '>= 1.2.4-rc.1')).toBe(true);
  });
});
