import { describe, expect, it } from 'vitest';
import * as secretNotEnv from '../../../src/rules/capabilities/secret-not-env.js';
import { at, lintCaps, required, type ProviderSpec } from './helpers.js';

const rules = [secretNotEnv];
const gh: ProviderSpec = {
  category: 'tool',
  capabilities: {
    config_schema: {
      attributes: [
        { name: 'token', type: 'ATTR_TYPE_STRING', sensitive: true },
        { name: 'org', type: 'ATTR_TYPE_STRING' },
        {
          name: 'auth',
          type: 'ATTR_TYPE_OBJECT',
          object_attributes: [
            { name: 'user', type: 'ATTR_TYPE_STRING' },
            { name: 'password', type: 'ATTR_TYPE_STRING', sensitive: true },
            { name: 'inner', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'key', type: 'ATTR_TYPE_STRING', sensitive: true }] },
          ],
        },
      ],
    },
  },
};

const message = (path: string, problem: string): string => `provider "gh": sensitive attribute "${path}" must be env("VARIABLE_NAME"), but ${problem}`;
const notes = ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'];

describe('secret-not-env (3.5)', () => {
  it('accepts exactly env("LITERAL") at any depth, and leaves non-sensitive attributes alone', () => {
    const src = `${required('gh')}provider "gh" {
  token = env("GH_TOKEN")
  org   = "acme"
  auth  = { user = "bot", password = env("GH_PASSWORD"), inner = { key = env("GH_KEY") } }
}
`;
    expect(lintCaps(src, { gh }, rules)).toEqual([]);
  });

  it('rejects each shape upstream rejects, pointing at the value and never quoting it', () => {
    const shapes: [string, string][] = [
      ['"ghp_secret"', 'it is a literal string'],
      ['"${env("GH_TOKEN")}"', 'it is an interpolation'],
      ['"Bearer ${env("GH_TOKEN")}"', 'it is a string template'],
      ['coalesce(env("GH_TOKEN"), "d")', 'it is a call to coalesce()'],
      ['env(name)', 'the argument of env() is a reference, not a plain quoted variable name'],
      ['env()', 'env() takes exactly one quoted variable name, got 0 arguments'],
      ['env("A", "B")', 'env() takes exactly one quoted variable name, got 2 arguments'],
    ];
    for (const [value, problem] of shapes) {
      const src = `${required('gh')}provider "gh" {\n  token = ${value}\n}\n`;
      const found = lintCaps(src, { gh }, rules);
      expect(found).toEqual([{ ruleId: 'secret-not-env', severity: 'error', message: message('token', problem), notes, range: at(src, value) }]);
      expect(found[0].message).not.toContain('ghp_secret');
    }
  });

  it('checks sensitive attributes nested in objects (056: upstream misses these)', () => {
    const src = `${required('gh')}provider "gh" {
  auth = {
    password = "hunter2"
    inner    = { key = "k-123" }
  }
}
`;
    expect(lintCaps(src, { gh }, rules)).toEqual([
      { ruleId: 'secret-not-env', severity: 'error', message: message('auth.password', 'it is a literal string'), notes, range: at(src, '"hunter2"') },
      { ruleId: 'secret-not-env', severity: 'error', message: message('auth.inner.key', 'it is a literal string'), notes, range: at(src, '"k-123"') },
    ]);
  });

  it('leaves env("") to env-empty-name, and unknown providers alone', () => {
    const src = `${required('gh', 'other')}provider "gh" {\n  token = env("")\n}\nprovider "other" {\n  token = "x"\n}\n`;
    expect(lintCaps(src, { gh }, rules)).toEqual([]);
  });
});
