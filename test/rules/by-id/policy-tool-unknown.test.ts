import { testRule } from '../../support/rule-tester.js';
import type { ProviderSpec } from '../capabilities/helpers.js';
import { declare, tool } from './fixtures.js';

const FS: ProviderSpec = {
  category: 'tool',
  capabilities: { tools: [tool(), tool({ name: 'delete_file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_DESTRUCTIVE' })] },
};
const policy = (match: string) => `${declare('filesystem')}policy "guard" {\n  match  = ${match}\n  action = "deny"\n}\n`;
const NOTES = ['tool_name matches exactly'];

testRule('policy-tool-unknown', {
  valid: [
    { name: 'a tool the provider advertises', agent: policy('{ provider = "filesystem", tool_name = "delete_file" }'), capabilities: { filesystem: FS } },
    { name: 'a tool some provider advertises', agent: policy('{ tool_name = "delete_file" }'), capabilities: { filesystem: FS } },
  ],
  invalid: [
    {
      name: 'a tool the named provider lacks',
      agent: policy('{ provider = "filesystem", tool_name = "remove_file" }'),
      capabilities: { filesystem: FS },
      errors: [{ range: [5, 3, 5, 66], message: 'policy "guard" can never apply: provider "filesystem" advertises no tool "remove_file"', notes: NOTES }],
    },
    {
      name: 'a tool no provider advertises',
      agent: policy('{ tool_name = "remove_file" }'),
      capabilities: { filesystem: FS },
      errors: [{ range: [5, 3, 5, 41], message: 'policy "guard" can never apply: no provider advertises a tool "remove_file"', notes: NOTES }],
    },
  ],
});
