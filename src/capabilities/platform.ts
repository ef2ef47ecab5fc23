// The `<os>_<arch>` key of lock-file checksums and cache folders, in Go's spelling.
import { arch as osArch, endianness } from 'node:os';

const GOOS: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'linux', darwin: 'darwin', win32: 'windows', freebsd: 'freebsd', openbsd: 'openbsd', netbsd: 'netbsd', aix: 'aix', sunos: 'solaris',
};

const GOARCH: Record<string, string> = {
  x64: 'amd64', arm64: 'arm64', ia32: '386', arm: 'arm', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', mips: 'mips', mipsel: 'mipsle',
};

export function goPlatform(platform: NodeJS.Platform = process.platform, arch: string = osArch()): string {
  const os = GOOS[platform] ?? platform;
  const goArch = arch === 'ppc64' ? (endianness() === 'LE' ? 'ppc64le' : 'ppc64') : (GOARCH[arch] ?? arch);
  return `${os}_${goArch}`;
}
