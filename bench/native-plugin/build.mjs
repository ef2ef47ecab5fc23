// Builds the native (C) test plugin and makes plugins of it from fake-plugin specs: the same
// answers as test/fixtures/plugins/fake-plugin.mjs, at the start-up cost of a Go plugin.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, copyFileSync, chmodSync, linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProtoDefinition } from '../../test/fixtures/plugins/lib/proto-files.mjs';
import { CATEGORIES, qualified, readSpec } from '../../test/fixtures/plugins/lib/spec.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SOURCE = join(here, 'plugin.c');
const PROTO_DIR = resolve(here, '../../src/plugin-host/wire/proto');

/** The first executable `name` on PATH, or undefined. */
export function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not in this one
    }
  }
  return undefined;
}

/** Compiles plugin.c to `outDir/native-plugin`; undefined when there is no `cc` on PATH. Throws on a compile error. */
export function buildNativePlugin(outDir) {
  const cc = findOnPath('cc');
  if (!cc) return undefined;
  mkdirSync(outDir, { recursive: true });
  const binary = join(outDir, 'native-plugin');
  execFileSync(cc, ['-O2', '-std=c99', '-Wall', '-Wextra', '-Werror', '-o', binary, SOURCE], { stdio: ['ignore', 'ignore', 'pipe'] });
  return binary;
}

let definition;
/** The fake plugin's own proto-loader definition, loaded once. */
function loadDefinition() {
  definition ??= loadProtoDefinition(PROTO_DIR);
  return definition;
}

/** README.md: "HLNP", u32 count, then (u32 key length, key, u32 value length, value) records. */
function wireFile(records) {
  const u32 = (n) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const parts = [Buffer.from('HLNP'), u32(records.length)];
  for (const [key, value] of records) {
    const k = Buffer.from(key);
    parts.push(u32(k.length), k, u32(value.length), value);
  }
  return Buffer.concat(parts);
}

/**
 * Writes `dir/name` (the binary, hard-linked or copied), `dir/name.json` (the spec) and
 * `dir/name.wire` (the serialized answers); returns the executable's path. The spec is a
 * fake-plugin spec, normal path only: `marker:<path>` is the one fault it takes.
 */
export function makeNativePlugin(binary, dir, name, spec) {
  mkdirSync(dir, { recursive: true });
  const executable = join(dir, name);
  const specFile = `${executable}.json`;
  writeFileSync(specFile, `${JSON.stringify(spec, null, 2)}\n`);
  const def = loadDefinition();
  const { served, describe, faults, network } = readSpec(specFile, def);
  if (network !== 'unix') throw new Error(`native plugin ${name}: network "${network}" is not supported (unix only)`);
  const records = [];
  for (const [fault, arg] of faults) {
    if (fault !== 'marker') throw new Error(`native plugin ${name}: fault "${fault}" is not supported (only marker:<path>)`);
    records.push(['marker', Buffer.from(arg)]);
  }
  // The shapes of lib/services.mjs: the capability envelope where the category has one, and
  // Describe's ProducerRef with the category of the service asked.
  for (const { category, capabilities } of served) {
    const info = CATEGORIES[category];
    const service = def[qualified(category, info.service)];
    const answer = (method, message) => records.push([service[method].path, service[method].responseSerialize(message)]);
    answer(info.rpc, info.envelope ? { capabilities } : capabilities);
    if (describe) answer('Describe', { producer: { category: info.enumName, ...describe } });
  }
  writeFileSync(`${executable}.wire`, wireFile(records));
  rmSync(executable, { force: true });
  try {
    linkSync(binary, executable);
  } catch {
    copyFileSync(binary, executable);
    chmodSync(executable, 0o755);
  }
  return executable;
}
