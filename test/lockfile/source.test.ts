import { describe, expect, it } from 'vitest';
import { checkProviderSource } from '../../src/lockfile/source.js';

describe('checkProviderSource', () => {
  it('accepts github owner/repo and gitlab group paths', () => {
    for (const ok of [
      'github.com/agentco/provider-anthropic',
      'gitlab.com/agentco/frontend-web',
      'gitlab.com/platform-team/agent-plugins/provider-shell',
      'github.com/A_b.c/d-e.f',
    ]) {
      expect(checkProviderSource(ok), ok).toEqual({ ok: true });
    }
  });

  it('explains what is wrong', () => {
    const ex = '"github.com/<owner>/<repo>" or "gitlab.com/<group>[/<subgroup>...]/<project>"';
    const cases: [string, string][] = [
      ['https://github.com/agentco/provider-anthropic', `remove the URL scheme "https://" and write ${ex}`],
      ['registry.internal.example.com/agentco/provider-internal', `host "registry.internal.example.com" is not github.com or gitlab.com; write ${ex}`],
      ['github.com/agentco', 'owner or repository missing; write "github.com/<owner>/<repo>"'],
      ['github.com/a/b/c', 'a github.com source has exactly an owner and a repository; write "github.com/<owner>/<repo>"'],
      ['gitlab.com/group', 'group or project missing; write "gitlab.com/<group>[/<subgroup>...]/<project>"'],
      ['github.com/agentco/', `it has an empty path segment; write ${ex}`],
      ['github.com/../x', `path segment ".." is not allowed (letters, digits, "_", "." and "-" only, and not "." or ".."); write ${ex}`],
      ['github.com/a b/c', `path segment "a b" is not allowed (letters, digits, "_", "." and "-" only, and not "." or ".."); write ${ex}`],
      ['', `host "" is not github.com or gitlab.com; write ${ex}`],
    ];
    for (const [source, reason] of cases) expect(checkProviderSource(source), source).toEqual({ ok: false, reason });
  });
});
