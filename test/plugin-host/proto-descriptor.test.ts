// The built CLI loads the protos from the descriptor the build writes into dist/proto
// (writeDescriptor) instead of parsing the .proto files; both must give the same definitions.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_PROTO_DIR, DESCRIPTOR_FILE, loadProtos, parseProtos, writeDescriptor } from '../../src/plugin-host/wire/protos.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;

it('a descriptor written from the .proto files loads to the same definitions and decodes the same', async () => {
  dir = tempDir('hl-protos-');
  cpSync(DEFAULT_PROTO_DIR, dir, { recursive: true });
  expect(existsSync(join(DEFAULT_PROTO_DIR, DESCRIPTOR_FILE))).toBe(false);
  const file = await writeDescriptor(dir);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(await parseProtos(DEFAULT_PROTO_DIR));

  const [parsed, described] = await Promise.all([loadProtos(DEFAULT_PROTO_DIR), loadProtos(dir)]);
  expect(described.schema).not.toBe(parsed.schema);

  const message = {
    tools: [{ name: 'read', kind: 'TOOL_KIND_DATA_SOURCE', default_timeout: { seconds: 90, nanos: 500000000 } }],
    config_schema: { attributes: [{ name: 'root', default_json: '"."' }] },
  };
  const [a, b] = [parsed, described].map((p) => p.method('pluggableharness.tool.v1.ToolService', 'GetSchema'));
  const wire = a.responseSerialize(message);
  expect(b.responseSerialize(message)).toEqual(wire);
  expect(b.responseDeserialize(wire)).toEqual(a.responseDeserialize(wire));
});
