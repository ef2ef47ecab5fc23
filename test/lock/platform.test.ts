import { describe, expect, it } from 'vitest';
import { isKnownPlatformKey, isPlatformKeyShape, platformKeyFor, suggestPlatformKey } from '../../src/models/lock/platform.js';

describe('platform keys', () => {
  it('checks the <os>_<arch> shape', () => {
    for (const ok of ['linux_amd64', 'darwin_arm64', 'windows_386', 'foo_bar']) expect(isPlatformKeyShape(ok), ok).toBe(true);
    for (const bad of ['linux-amd64', 'Linux_amd64', 'linux_x86_64', 'linux', '_amd64', 'linux_', '']) expect(isPlatformKeyShape(bad), bad).toBe(false);
  });

  it('knows Go platform names', () => {
    expect(isKnownPlatformKey('linux_riscv64')).toBe(true);
    expect(isKnownPlatformKey('macos_arm64')).toBe(false);
    expect(isKnownPlatformKey('linux_x64')).toBe(false);
  });

  it('maps Node platform and arch to Go spelling', () => {
    expect(platformKeyFor('linux', 'x64')).toBe('linux_amd64');
    expect(platformKeyFor('darwin', 'arm64')).toBe('darwin_arm64');
    expect(platformKeyFor('win32', 'ia32')).toBe('windows_386');
    expect(platformKeyFor('sunos', 'x64')).toBe('solaris_amd64');
    expect(platformKeyFor('cygwin', 'x64')).toBeNull();
    expect(platformKeyFor('linux', 'ppc64', true)).toBe('linux_ppc64le');
    expect(platformKeyFor('aix', 'ppc64', false)).toBe('aix_ppc64');
  });

  it('suggests the key a malformed one meant', () => {
    expect(suggestPlatformKey('linux-amd64')).toBe('linux_amd64');
    expect(suggestPlatformKey('Darwin_ARM64')).toBe('darwin_arm64');
    expect(suggestPlatformKey('linux_x86_64')).toBe('linux_amd64');
    expect(suggestPlatformKey('linux-x86-64')).toBe('linux_amd64');
    expect(suggestPlatformKey('macos-aarch64')).toBe('darwin_arm64');
    expect(suggestPlatformKey('win/x64')).toBe('windows_amd64');
    expect(suggestPlatformKey('linux-amd64-musl')).toBeNull();
    expect(suggestPlatformKey('beos-amd64')).toBeNull();
    expect(suggestPlatformKey('linux_amd64')).toBeNull();
  });
});
