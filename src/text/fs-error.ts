// A failed file operation's error code in words, for messages that name the file: "cannot
// write report.json: no space left on device" rather than "…: ENOSPC". Codes without words
// here are shown as they are.
const WORDS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ENOTDIR: 'a folder on its path is not a folder',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'the name is too long',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
  EFBIG: 'file too large',
  EIO: 'input/output error',
  ENOEXEC: 'not a program this machine can run',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files in the system',
};

/** An errno code (`ENOSPC`) in words. */
export function errnoText(code: string): string {
  return WORDS[code] ?? code;
}

/** Why reading (`read`) or writing (`write`) a file failed: its errno code in words, else the error's message. */
export function fsErrorText(err: unknown, op: 'read' | 'write'): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return op === 'read' ? 'no such file' : 'its folder does not exist';
  if (code !== undefined && /^E[A-Z0-9]+$/.test(code)) return errnoText(code);
  return (err instanceof Error ? err.message : String(err)).trim();
}
