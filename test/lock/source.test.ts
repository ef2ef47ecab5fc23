import { describe, expect, it } from 'vitest';
import { checkProviderSource } from '../../src/models/lock/source.js';

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
    const what = 'a source is a git-forge address: "github.com/<owner>/<repo>" or "gitlab.com/<group>[/<subgroup>...]/<project>"';
    const segment = 'a path segment has letters, digits, "_", "." and "-" only, and is not "." or ".."';
    const cases: [string, string, string[]][] = [
      ['https://github.com/agentco/provider-anthropic', 'is a URL: remove "https://"', []],
      ['registry.internal.example.com/agentco/provider-internal', 'is not on github.com or gitlab.com', []],
      ['github.com/agentco', 'is not "github.com/<owner>/<repo>"', ['its owner or repository is missing']],
      ['github.com/a/b/c', 'is not "github.com/<owner>/<repo>"', ['a github.com source has exactly an owner and a repository']],
      ['gitlab.com/group', 'is not "gitlab.com/<group>[/<subgroup>...]/<project>"', ['its group or project is missing']],
      ['github.com/agentco/', 'has an empty path segment', []],
      ['github.com/../x', 'has a path segment ".." that is not allowed', [segment]],
      ['github.com/a b/c', 'has a path segment "a b" that is not allowed', [segment]],
      ['', 'is not on github.com or gitlab.com', []],
    ];
    for (const [source, problem, notes] of cases) expect(checkProviderSource(source), source).toEqual({ ok: false, problem, notes: [...notes, what] });
  });
});
