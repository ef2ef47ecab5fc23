// A relative dev_overrides path in the user's global config must not run what the linted
// checkout ships under that path: it is taken from the global config's folder.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { runCliSync } from '../fuzz/support/cli.js';
import { CLEAN_TOOL, DESCRIBE, type FaultProject, useFaultProject } from '../faults/support/fault-project.js';

let project: FaultProject;
useFaultProject((p) => {
  project = p;
});

it("a relative dev_overrides path (bin/provider-p) runs the binary beside the global config, never the checkout's bin/provider-p", () => {
  const configDir = join(project.root, 'config', 'agent');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(join(configDir, 'config.hcl'), 'dev_overrides {\n  p = "bin/provider-p"\n}\n');
  const ours = project.pidFile('ours.pid');
  const checkouts = project.pidFile('checkout.pid');
  makePlugin(join(configDir, 'bin'), 'provider-p', { category: 'tool', capabilities: CLEAN_TOOL, describe: DESCRIBE, fault: [`marker:${ours}`] });
  makePlugin(join(project.root, 'bin'), 'provider-p', { category: 'tool', capabilities: CLEAN_TOOL, describe: DESCRIBE, fault: [`marker:${checkouts}`] });
  // The checkout is the working directory; the global config is the default one ($XDG_CONFIG_HOME/agent/config.hcl).
  const r = runCliSync(['agent.hcl', '--config', 'linter-config.json', '--plugin-timeout', '20000', '-f', 'json'], project.root, project.env());
  expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
  expect([existsSync(ours), existsSync(checkouts)]).toEqual([true, false]);
});
