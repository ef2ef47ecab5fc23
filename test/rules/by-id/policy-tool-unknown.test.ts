import { type ProviderSpec, testRule } from '../../support/rule-tester.js';
import { declare, SCOPE, tool } from './fixtures.js';

/** A tool the named provider lacks, a direct-invoke command by tool_name alone, a tool no provider has. */
const THREE = `${declare('files', 'release')}policy "a" {\n  match  = { provider = "files", tool_name = "remove_file" }\n  action = "deny"\n}\npolicy "b" {\n  match  = { tool_name = "changelog" }\n  action = "allow"\n}\npolicy "c" {\n  match  = { tool_name = "nothing" }\n  action = "allow"\n}\n`;

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
    {
      name: 'a direct-invoke command matches by tool_name',
      agent: THREE,
      capabilities: { files: SCOPE.files, release: SCOPE.release },
      errors: [
        {
          range: [6, 3, 6, 61],
          message: 'policy "a" can never apply: provider "files" advertises no tool "remove_file"',
          notes: ['tool_name matches exactly'],
        },
        { range: [14, 3, 14, 37], message: 'policy "c" can never apply: no provider advertises a tool "nothing"', notes: ['tool_name matches exactly'] },
      ],
    },
    {
      name: "a tool_name alone needs every provider's capabilities",
      agent: THREE,
      capabilities: { files: SCOPE.files },
      errors: [
        {
          range: [6, 3, 6, 61],
          message: 'policy "a" can never apply: provider "files" advertises no tool "remove_file"',
          notes: ['tool_name matches exactly'],
        },
      ],
    },
  ],
});
