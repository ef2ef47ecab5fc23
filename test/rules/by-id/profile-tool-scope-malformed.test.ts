import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const profile = (tools: string) => `${declare('fs', 'web')}agent_profile "default" {\n  tools = [${tools}]\n}\n`;

testRule('profile-tool-scope-malformed', {
  valid: [{ name: 'well-formed entries, split at the first dot', agent: profile('"fs.read", "web.*", "fs.read.file", "mcp.a.b"') }],
  invalid: [
    {
      name: 'a provider alone: "<p>.*" is suggested',
      agent: profile('"fs"'),
      errors: [
        {
          range: [6, 12, 6, 16],
          message: 'agent_profile "default": tools entry "fs" has no "."; write "fs.<tool>" or "fs.*"',
          notes: [
            'a tools entry is "<provider>.<tool>" or "<provider>.*"',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      suggestions: [{ message: 'Replace with "fs.*"', edits: [{ range: [6, 12, 6, 16], text: '"fs.*"' }] }],
    },
    {
      name: 'no tool half',
      agent: profile('"fs."'),
      errors: [
        {
          range: [6, 12, 6, 17],
          message: 'agent_profile "default": tools entry "fs." has an empty tool half; write "fs.<tool>" or "fs.*"',
          notes: [
            'a tools entry is "<provider>.<tool>" or "<provider>.*"',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      suggestions: [{ message: 'Replace with "fs.*"', edits: [{ range: [6, 12, 6, 17], text: '"fs.*"' }] }],
    },
    {
      name: 'no provider half: each declared provider',
      agent: profile('".read"'),
      errors: [
        {
          range: [6, 12, 6, 19],
          message: 'agent_profile "default": tools entry ".read" has an empty provider half before the "."',
          notes: [
            'a tools entry is "<provider>.<tool>" or "<provider>.*"',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      suggestions: [
        { message: 'Replace with "fs.read"', edits: [{ range: [6, 12, 6, 19], text: '"fs.read"' }] },
        { message: 'Replace with "web.read"', edits: [{ range: [6, 12, 6, 19], text: '"web.read"' }] },
      ],
    },
    {
      name: '"*": the wildcard of each declared provider',
      agent: profile('"*"'),
      errors: [
        {
          range: [6, 12, 6, 15],
          message: 'agent_profile "default": tools entry "*" has no "." and is no provider wildcard; list "<provider>.*" per provider this profile may use',
          notes: [
            'a tools entry is "<provider>.<tool>" or "<provider>.*"',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      suggestions: [
        { message: 'Replace with "fs.*"', edits: [{ range: [6, 12, 6, 15], text: '"fs.*"' }] },
        { message: 'Replace with "web.*"', edits: [{ range: [6, 12, 6, 15], text: '"web.*"' }] },
      ],
    },
    {
      name: 'empty: nothing to complete',
      agent: profile('""'),
      errors: [
        {
          range: [6, 12, 6, 14],
          message: 'agent_profile "default": tools entry "" is empty; write "<provider>.<tool>" or "<provider>.*"',
          notes: [
            'a tools entry is "<provider>.<tool>" or "<provider>.*"',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
    },
  ],
});
