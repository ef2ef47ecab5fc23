// The typed model of the global config `$XDG_CONFIG_HOME/agent/config.hcl`. Every value keeps
// its range; a field is null when it is absent or could not be decoded (the decoder said why).
import type { Range } from '../../hcl/ast.js';

/** A decoded attribute value: `range` is the value, `attrRange` the whole `name = value`. */
export interface GlobalField<T> {
  value: T;
  range: Range;
  attrRange: Range;
}

/** One `name = "/path/to/binary"` line of `dev_overrides`. */
export interface DevOverride {
  /** The required_providers local name it overrides. */
  name: string;
  nameRange: Range;
  path: string;
  pathRange: Range;
  attrRange: Range;
}

/** `auth = env("NAME")`, the only accepted shape. */
export interface MirrorAuth {
  envName: string;
  range: Range;
  attrRange: Range;
}

export interface Mirror {
  /** The `mirror` keyword: where findings about the whole block point. */
  headerRange: Range;
  prefix: GlobalField<string> | null;
  url: GlobalField<string> | null;
  /** null when absent (auth is optional) or not exactly env("NAME") with a non-empty name. */
  auth: MirrorAuth | null;
}

export interface RegistryMirror {
  headerRange: Range;
  default: GlobalField<string> | null;
  /** In source order: on equal prefixes the kernel uses the first. */
  mirrors: Mirror[];
}

export interface GlobalConfig {
  /** The entries of the last `dev_overrides` block (the kernel keeps the last block). */
  devOverrides: Map<string, DevOverride>;
  /** The last `registry_mirror` block, or null when there is none. */
  registryMirror: RegistryMirror | null;
}
