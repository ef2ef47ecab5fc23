/** Types of build.mjs (the native bench plugin), for test/bench. */
import type { FakePluginSpec } from '../../test/fixtures/plugins/make-plugin.mjs';

/** Compiles plugin.c to `outDir/native-plugin` and returns its path; undefined when no `cc` is on PATH. */
export function buildNativePlugin(outDir: string): string | undefined;

/** Writes `dir/name` (the binary), `dir/name.json` and `dir/name.wire`; returns the executable's path. */
export function makeNativePlugin(binary: string, dir: string, name: string, spec: FakePluginSpec): string;
