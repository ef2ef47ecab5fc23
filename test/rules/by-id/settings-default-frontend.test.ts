import { testRule } from '../../support/rule-tester.js';
import { declare, FILES, FRONTEND } from './fixtures.js';

testRule('settings-default-frontend', {
  valid: [
    { agent: declare('web', 'tui') + 'settings {\n  default_frontend = "web"\n}\n', capabilities: { web: FRONTEND, tui: FRONTEND } },
    { name: 'a second frontend whose capabilities are unknown', agent: declare('web', 'files', 'tui'), capabilities: { web: FRONTEND, files: FILES } },
  ],
  invalid: [
    {
      name: 'default_frontend names a tool provider',
      agent: declare('web', 'files') + 'settings {\n  default_frontend = "files"\n}\n',
      capabilities: { web: FRONTEND, files: FILES },
      errors: [{ range: [6, 3, 6, 29], message: 'default_frontend = "files" names a tool provider, not a frontend; name a frontend provider' }],
    },
    {
      name: 'two frontends and no settings',
      agent: declare('web', 'tui'),
      capabilities: { web: FRONTEND, tui: FRONTEND },
      errors: [
        { range: [3, 3, 3, 6], message: 'providers "web" and "tui" are both frontends and nothing picks one; add a settings block with default_frontend' },
      ],
    },
  ],
});
