// The `<os>_<arch>` folder of this machine in the kernel's plugin cache.
import { platformKeyFor } from '../../models/lock/platform.js';

/** Go's spelling where it has one (`linux_amd64`); otherwise Node's names, which no lock file will match. */
export function goPlatform(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  return platformKeyFor(platform, arch) ?? `${platform}_${arch}`;
}
