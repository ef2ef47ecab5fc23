import { GLOBAL, testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const SET = 'HARNESS_LINT_TEST_VAR_SET';
const UNSET = 'HARNESS_LINT_TEST_VAR_UNSET';

testRule('env-var-unset', {
  valid: [
    {
      name: 'the variable set',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n',
      host: { env: { ANTHROPIC_API_KEY: 'set' } },
    },
  ],
  invalid: [
    {
      name: 'the variable unset',
      agent: declare('anthropic') + 'provider "anthropic" {\n  api_key = env("ANTHROPIC_API_KEY")\n}\n',
      host: { env: {} },
      errors: [
        {
          range: [5, 13, 5, 37],
          message:
            'env("ANTHROPIC_API_KEY") in api_key of provider "anthropic": ANTHROPIC_API_KEY is not set in this environment, so the kernel fails to load the configuration; export ANTHROPIC_API_KEY before starting the agent',
        },
      ],
    },
    {
      name: 'at any depth and in mirror.auth; not env(""), not a provider block the kernel never decodes',
      agent: [
        'required_providers {',
        '  anthropic = { source = "github.com/agentco/provider-anthropic", version = "1.2.4" }',
        '}',
        'provider "anthropic" {',
        `  api_key = env("${UNSET}")`,
        `  other   = env("${SET}")`,
        `  nested  = { token = env("${UNSET}"), list = [env("")] }`,
        '}',
        'provider "undeclared" {',
        `  api_key = env("${UNSET}")`,
        '}',
        '',
      ].join('\n'),
      global: [
        'registry_mirror {',
        '  default = "https://r"',
        '  mirror {',
        '    prefix = "p/"',
        '    url    = "https://m"',
        `    auth   = env("${UNSET}")`,
        '  }',
        '}',
        '',
      ].join('\n'),
      host: { env: { [SET]: 'x' } },
      errors: [
        {
          range: [5, 13, 5, 47],
          message:
            'env("HARNESS_LINT_TEST_VAR_UNSET") in api_key of provider "anthropic": HARNESS_LINT_TEST_VAR_UNSET is not set in this environment, so the kernel fails to load the configuration; export HARNESS_LINT_TEST_VAR_UNSET before starting the agent',
        },
        {
          range: [7, 23, 7, 57],
          message:
            'env("HARNESS_LINT_TEST_VAR_UNSET") in nested of provider "anthropic": HARNESS_LINT_TEST_VAR_UNSET is not set in this environment, so the kernel fails to load the configuration; export HARNESS_LINT_TEST_VAR_UNSET before starting the agent',
        },
        {
          file: GLOBAL,
          range: [6, 14, 6, 48],
          message:
            'env("HARNESS_LINT_TEST_VAR_UNSET") in auth of mirror for prefix "p/": HARNESS_LINT_TEST_VAR_UNSET is not set in this environment, so the kernel fails to load the configuration; export HARNESS_LINT_TEST_VAR_UNSET before starting the agent',
        },
      ],
    },
  ],
});
