// Platform keys `<os>_<arch>` in Go's spelling (GOOS_GOARCH), as lock-file checksums and the
// plugin cache path use them.
import { endianness } from 'node:os';

/** Go's known GOOS values (go/build syslist.go). */
export const GOOS = [
  'aix',
  'android',
  'darwin',
  'dragonfly',
  'freebsd',
  'hurd',
  'illumos',
  'ios',
  'js',
  'linux',
  'nacl',
  'netbsd',
  'openbsd',
  'plan9',
  'solaris',
  'wasip1',
  'windows',
  'zos',
] as const;

/** Go's known GOARCH values (go/build syslist.go). */
export const GOARCH = [
  '386',
  'amd64',
  'amd64p32',
  'arm',
  'armbe',
  'arm64',
  'arm64be',
  'loong64',
  'mips',
  'mipsle',
  'mips64',
  'mips64le',
  'mips64p32',
  'mips64p32le',
  'ppc',
  'ppc64',
  'ppc64le',
  'riscv',
  'riscv64',
  's390',
  's390x',
  'sparc',
  'sparc64',
  'wasm',
] as const;

const KEY_SHAPE = /^[a-z0-9]+_[a-z0-9]+$/;

/** Whether the key has the `<os>_<arch>` shape the kernel looks checksums up by (catalogue 4.5). */
export function isPlatformKeyShape(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** Whether the key names a real Go platform (shape and both halves known). */
export function isKnownPlatformKey(key: string): boolean {
  if (!isPlatformKeyShape(key)) return false;
  const [os, arch] = key.split('_');
  return (GOOS as readonly string[]).includes(os) && (GOARCH as readonly string[]).includes(arch);
}

const NODE_OS: Record<string, string> = {
  aix: 'aix',
  android: 'android',
  darwin: 'darwin',
  freebsd: 'freebsd',
  linux: 'linux',
  openbsd: 'openbsd',
  netbsd: 'netbsd',
  sunos: 'solaris',
  win32: 'windows',
};

const NODE_ARCH: Record<string, string> = {
  arm: 'arm',
  arm64: 'arm64',
  ia32: '386',
  loong64: 'loong64',
  mips: 'mips',
  mipsel: 'mipsle',
  ppc: 'ppc',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390: 's390',
  s390x: 's390x',
  x64: 'amd64',
};

/**
 * The Go platform key for a Node platform/arch pair; null when Go has no name for it. Node says
 * `ppc64` for both byte orders, Go tells them apart.
 */
export function platformKeyFor(platform: string, arch: string, littleEndian = endianness() === 'LE'): string | null {
  const os = NODE_OS[platform];
  const goarch = arch === 'ppc64' && littleEndian ? 'ppc64le' : NODE_ARCH[arch];
  return os !== undefined && goarch !== undefined ? `${os}_${goarch}` : null;
}

/** Other ecosystems' names for Go's GOOS/GOARCH values. */
const ALIASES: Record<string, string> = {
  macos: 'darwin',
  osx: 'darwin',
  mac: 'darwin',
  win: 'windows',
  win32: 'windows',
  win64: 'windows',
  x86_64: 'amd64',
  x64: 'amd64',
  aarch64: 'arm64',
  i386: '386',
  i686: '386',
  x86: '386',
  ia32: '386',
};

/**
 * The well-formed key a malformed one most likely meant (`linux-amd64` → `linux_amd64`,
 * `Darwin_ARM64` → `darwin_arm64`, `linux_x86_64` → `linux_amd64`); null when nothing obvious.
 */
export function suggestPlatformKey(key: string): string | null {
  const normalized = key.toLowerCase().replace(/x86[-_]64/g, 'x86_64');
  const parts = normalized.split(/[-/.\s]+|_(?!64)/).filter((p) => p !== '');
  if (parts.length !== 2) return null;
  const candidate = parts.map((p) => ALIASES[p] ?? p).join('_');
  return candidate !== key && isKnownPlatformKey(candidate) ? candidate : null;
}
