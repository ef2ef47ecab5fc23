import { isAbsolute, relative } from 'node:path';

// Lock-file values become folder names under the plugin cache: refuse anything that could
// step out of it or mean something else to the file system, before it touches a path.

const SAFE_SEGMENT = /^[A-Za-z0-9_+~-][A-Za-z0-9._+~-]*$/;

/** Why `segment` is not a safe single path segment, or null when it is. */
export function unsafeSegmentReason(segment: string): string | null {
  if (segment === '') return 'it has an empty path segment';
  if (segment === '.' || segment === '..') return `it has a "${segment}" path segment`;
  if (segment.includes('\0')) return 'it contains a NUL character';
  if (segment.includes('/')) return 'it contains a slash';
  if (segment.includes('\\')) return 'it contains a backslash';
  if (segment.includes('%')) return 'it contains a URL-encoded character (%)';
  if (segment.includes(':')) return 'it contains a colon';
  if (!SAFE_SEGMENT.test(segment)) return `path segment "${segment}" has characters outside A-Z a-z 0-9 . _ - + ~ or starts with a dot`;
  return null;
}

/** Why a lock `source` (`host/namespace/name`) is unsafe as a relative path, or null. */
export function unsafeSourceReason(source: string): string | null {
  if (source.startsWith('/')) return 'it is an absolute path';
  for (const segment of source.split('/')) {
    const reason = unsafeSegmentReason(segment);
    if (reason) return reason;
  }
  return null;
}

/** True when the absolute path `child` is `parent` itself or inside it. */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
