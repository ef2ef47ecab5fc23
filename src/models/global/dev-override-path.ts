// A dev_overrides path as the linter runs it: a relative one is taken from the global
// config's own folder, never from the working directory, which is usually the linted checkout
// (a relative `p = "bin/provider-p"` would otherwise run whatever the checkout ships there).
import { dirname, isAbsolute, join } from 'node:path';

export function devOverridePath(globalConfigFile: string, path: string): string {
  return isAbsolute(path) ? path : join(dirname(globalConfigFile), path);
}
