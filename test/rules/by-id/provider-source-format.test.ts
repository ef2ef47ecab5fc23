import { LOCK, testRule } from '../../support/rule-tester.js';

const source = (s: string) => `required_providers {\n  anthropic = {\n    source  = "${s}"\n    version = "~> 1.2"\n  }\n}\n`;
const SHAPE = 'a source is a git-forge address: "github.com/<owner>/<repo>" or "gitlab.com/<group>[/<subgroup>...]/<project>"';
const SPEC = 'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file';

testRule('provider-source-format', {
  valid: [
    { name: 'github.com/<owner>/<repo>', agent: source('github.com/agentco/provider-anthropic') },
    { name: 'gitlab.com with a subgroup', agent: source('gitlab.com/group/sub/project') },
  ],
  invalid: [
    {
      name: 'a URL',
      agent: source('https://github.com/agentco/provider-anthropic'),
      errors: [
        {
          range: [3, 5, 3, 62],
          message: 'required_providers entry "anthropic": source "https://github.com/agentco/provider-anthropic" is a URL: remove "https://"',
          notes: [SHAPE, SPEC],
        },
      ],
    },
    {
      name: 'no repository',
      agent: source('github.com/agentco'),
      errors: [
        {
          range: [3, 5, 3, 35],
          message: 'required_providers entry "anthropic": source "github.com/agentco" is not "github.com/<owner>/<repo>"',
          notes: ['its owner or repository is missing', SHAPE, SPEC],
        },
      ],
    },
    {
      name: 'another forge',
      agent: source('bitbucket.org/a/b'),
      errors: [
        {
          range: [3, 5, 3, 34],
          message: 'required_providers entry "anthropic": source "bitbucket.org/a/b" is not on github.com or gitlab.com',
          notes: [SHAPE, SPEC],
        },
      ],
    },
    {
      name: 'in a one-line object, at the source item',
      agent: 'required_providers {\n  a = { source = "github.com/x", version = "~> 1.0" }\n}\n',
      errors: [
        {
          range: [2, 9, 2, 32],
          message: 'required_providers entry "a": source "github.com/x" is not "github.com/<owner>/<repo>"',
          notes: ['its owner or repository is missing', SHAPE, SPEC],
        },
      ],
    },
    {
      name: 'a lock entry, checked like a required_providers entry',
      lock: 'lock_file_version = 1\nprovider "a" {\n  source      = "https://github.com/agentco/a"\n  version     = "1.0.0"\n  resolved_at = "2026-07-22T18:04:00Z"\n  checksums   = { linux_amd64 = "sha256:724abd47a44664f75010a76ccc4333ba5c6db46bac2324c905bab68f884c51c2" }\n}\n',
      errors: [
        {
          file: LOCK,
          range: [3, 3, 3, 47],
          message: 'source "https://github.com/agentco/a" in lock entry provider "a" is a URL: remove "https://"',
          notes: ['a source is a git-forge address: "github.com/<owner>/<repo>" or "gitlab.com/<group>[/<subgroup>...]/<project>"'],
        },
      ],
    },
  ],
});
