import { testRule } from '../../support/rule-tester.js';

const entry = (version: string) => `required_providers {\n  audit = { source = "github.com/agentco/provider-audit", version = "${version}" }\n}\n`;

testRule('version-constraint-syntax', {
  valid: [
    {
      name: 'Terraform constraints',
      agent:
        'required_providers {\n  a = { source = "github.com/o/a", version = ">= 1.2, < 2.0.0" }\n  b = { source = "github.com/o/b", version = "~> 1.2.3" }\n  c = { source = "github.com/o/c", version = "1.0.0-beta+exp" }\n}\n',
    },
  ],
  invalid: [
    {
      name: "npm's ^1.2 is ~> 1.2",
      agent: entry('^1.2'),
      errors: [
        {
          range: [2, 59, 2, 75],
          message: 'required_providers entry "audit": version "^1.2": "^" is npm\'s, not a Terraform operator; use "~>" (e.g. "~> 1.2")',
          fixMessage: 'Write "~> 1.2" instead of "^1.2"',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      fix: [{ range: [2, 69, 2, 75], text: '"~> 1.2"' }],
      output: { agent: entry('~> 1.2') },
    },
    {
      name: '^1 is ~> 1.0',
      agent: entry('^1'),
      errors: [
        {
          range: [2, 59, 2, 73],
          message: 'required_providers entry "audit": version "^1": "^" is npm\'s, not a Terraform operator; use "~>" (e.g. "~> 1.2")',
          fixMessage: 'Write "~> 1.0" instead of "^1"',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      fix: [{ range: [2, 69, 2, 73], text: '"~> 1.0"' }],
      output: { agent: entry('~> 1.0') },
    },
    {
      name: '^1.2.3 keeps its patch floor',
      agent: entry('^1.2.3'),
      errors: [
        {
          range: [2, 59, 2, 77],
          message: 'required_providers entry "audit": version "^1.2.3": "^" is npm\'s, not a Terraform operator; use "~>" (e.g. "~> 1.2")',
          fixMessage: 'Write ">= 1.2.3, < 2.0.0" instead of "^1.2.3"',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      fix: [{ range: [2, 69, 2, 77], text: '">= 1.2.3, < 2.0.0"' }],
      output: { agent: entry('>= 1.2.3, < 2.0.0') },
    },
    {
      name: "npm's ~1.2.3 is ~> 1.2.3, ~1.2 is ~> 1.2.0",
      agent: entry('~1.2.3, ~1.2'),
      errors: [
        {
          range: [2, 59, 2, 83],
          message: 'required_providers entry "audit": version "~1.2.3, ~1.2": "~" is not a Terraform operator; use "~>"',
          fixMessage: 'Write "~> 1.2.3, ~> 1.2.0" instead of "~1.2.3, ~1.2"',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      fix: [{ range: [2, 69, 2, 83], text: '"~> 1.2.3, ~> 1.2.0"' }],
      output: { agent: entry('~> 1.2.3, ~> 1.2.0') },
    },
    {
      name: '== is =, => is >=, beside a valid clause',
      agent: entry('==1.4.0, =>1.0,<2'),
      errors: [
        {
          range: [2, 59, 2, 88],
          message: 'required_providers entry "audit": version "==1.4.0, =>1.0,<2": "==" is not a Terraform operator; use "=" or a bare version',
          fixMessage: 'Write "= 1.4.0, >= 1.0, <2" instead of "==1.4.0, =>1.0,<2"',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      fix: [{ range: [2, 69, 2, 88], text: '"= 1.4.0, >= 1.0, <2"' }],
      output: { agent: entry('= 1.4.0, >= 1.0, <2') },
    },
    {
      name: '^0.3 is not rewritten (npm has its own rule below 1.0)',
      agent: entry('^0.3'),
      errors: [
        {
          range: [2, 59, 2, 75],
          message: 'required_providers entry "audit": version "^0.3": "^" is npm\'s, not a Terraform operator; use "~>" (e.g. "~> 1.2")',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
    },
    {
      name: 'a bad version is not rewritten',
      agent: entry('^1.x'),
      errors: [
        {
          range: [2, 59, 2, 75],
          message: 'required_providers entry "audit": version "^1.x": "^" is npm\'s, not a Terraform operator; use "~>" (e.g. "~> 1.2")',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
    },
    {
      name: 'missing commas, a word, an empty constraint: no fix; what the kernel does is said once, on the first',
      agent:
        'required_providers {\n  b = { source = "github.com/o/b", version = ">= 1.0 < 2.0" }\n  c = { source = "github.com/o/c", version = "latest" }\n  d = { source = "github.com/o/d", version = "" }\n}\n',
      errors: [
        {
          range: [2, 36, 2, 60],
          message: 'required_providers entry "b": version ">= 1.0 < 2.0": it holds several clauses; separate them with commas',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
        {
          range: [3, 36, 3, 54],
          message: 'required_providers entry "c": version "latest": it is not a version: expected N[.N[.N]][-pre][+build]',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
          ],
        },
        {
          range: [4, 36, 4, 48],
          message: 'required_providers entry "d": version "": empty version constraint: write e.g. "~> 1.2"',
          notes: [
            'a version constraint is a comma-separated list of clauses, each an optional operator (=, !=, >, >=, <, <=, ~>) and a version N[.N[.N]][-pre][+build]',
          ],
        },
      ],
    },
  ],
});
