// The plugin deadline covers decoding the answers, not only receiving them (issue 16 part 6): an
// answer that arrives in time but whose decoding runs past the deadline is a timeout finding.
// The decoder is made slow on purpose, past the deadline by the clock, so the test does not
// depend on how fast the machine is.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProtos, type Protos } from '../../src/plugin-host/wire/protos.js';
import { queryPlugin } from '../../src/plugin-host/launch/query-plugin.js';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { tempDir } from '../support/temp-dir.js';

const root = tempDir('hl-deadline-decode-');

const TIMEOUT_MS = 3000;
const TOOL = { tools: [{ name: 'search', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };

/**
 * The protos, with the conversion of GetSchema's answer into JSON (after the call, as the host
 * reads what it received) finishing only once the deadline of a query started at `startedAt`
 * has passed.
 */
async function slowSchemaDecoding(startedAt: number): Promise<Protos> {
  const protos = await loadProtos();
  const slow: Protos = Object.create(protos) as Protos;
  slow.method = (service, name) => {
    const method = protos.method(service, name);
    if (name !== 'GetSchema') return method;
    return Object.defineProperty({ ...method }, 'responseMessage', {
      get() {
        while (Date.now() <= startedAt + TIMEOUT_MS + 50) {
          // The decoding of a huge answer, stood in for by waiting out the deadline.
        }
        return method.responseMessage;
      },
    });
  };
  return slow;
}

describe('the plugin deadline', () => {
  it('covers decoding: an answer decoded past it is plugin-launch-failed, naming the decoding', async () => {
    const tmp = join(root, 'tmp');
    mkdirSync(tmp);
    const path = makePlugin(join(root, 'bin'), 'provider-p', {
      category: 'tool',
      capabilities: TOOL,
      describe: { name: 'p', version: '1.0.0', source: 'github.com/agentco/provider-p', protocol_version: 1 },
    });
    const startedAt = Date.now();
    const result = await queryPlugin(path, {
      timeoutMs: TIMEOUT_MS,
      protos: slowSchemaDecoding(startedAt),
      who: 'provider "p"',
      runFolder: tmp,
      shownPath: path,
      env: { PATH: process.env.PATH, HOME: root },
    });
    expect(result).toMatchObject({
      failure: {
        ruleId: 'plugin-launch-failed',
        severity: 'error',
        message: `provider "p": timed out after ${TIMEOUT_MS} ms receiving and decoding its answers; raise --plugin-timeout if the plugin is just slow`,
      },
    });
  });
});
