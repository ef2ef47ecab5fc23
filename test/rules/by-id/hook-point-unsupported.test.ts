import { type ProviderSpec, testRule } from '../../support/rule-tester.js';
import { declare, SCOPE, tool } from './fixtures.js';

const AUDIT: ProviderSpec = {
  category: 'tool',
  capabilities: { tools: [tool()], supported_hook_points: ['HOOK_POINT_POST_TOOL_CALL', 'HOOK_POINT_PRE_TOOL_CALL'] },
};
const NO_HOOKS: ProviderSpec = { category: 'tool', capabilities: { tools: [tool()] } };
const hook = (point: string) => `${declare('audit')}hook "${point}" {\n  provider = "audit"\n  mode     = "observe"\n}\n`;
const NOTES = ['the kernel rejects this subscription at load'];

testRule('hook-point-unsupported', {
  valid: [
    { name: 'a supported point', agent: hook('post-tool-call'), capabilities: { audit: AUDIT } },
    { name: 'plugins not asked', agent: hook('session-start') },
    {
      name: "a point that is none (hook-point-unknown's), a provider with unknown capabilities",
      agent: `${declare('files', 'x')}hook "pre-everything" {\n  provider = "files"\n  mode     = "observe"\n}\nhook "plan-ready" {\n  provider = "x"\n  mode     = "observe"\n}\n`,
      capabilities: { files: SCOPE.files },
    },
  ],
  invalid: [
    {
      name: 'a point the provider does not list',
      agent: hook('session-start'),
      capabilities: { audit: AUDIT },
      errors: [
        {
          range: [4, 1, 4, 21],
          message: 'hook "session-start": provider "audit" does not support this hook point (it supports post-tool-call, pre-tool-call)',
          notes: NOTES,
        },
      ],
    },
    {
      name: 'a provider with no hook points',
      agent: hook('session-start'),
      capabilities: { audit: NO_HOOKS },
      errors: [
        { range: [4, 1, 4, 21], message: 'hook "session-start": provider "audit" does not support this hook point (it supports no hook points)', notes: NOTES },
      ],
    },
  ],
});
