import { describe, expect, it } from 'vitest';
import { errnoText, fsErrorText } from '../../src/text/fs-error.js';

const errno = (code: string) => Object.assign(new Error(`${code}: something, open '/secret/path'`), { code });

describe('fsErrorText', () => {
  it('puts errno codes in words, a missing file apart from a missing folder to write into', () => {
    expect(fsErrorText(errno('ENOENT'), 'read')).toBe('no such file');
    expect(fsErrorText(errno('ENOENT'), 'write')).toBe('its folder does not exist');
    expect(fsErrorText(errno('ENOSPC'), 'write')).toBe('no space left on device');
    expect(fsErrorText(errno('EACCES'), 'read')).toBe('permission denied');
    expect(fsErrorText(errno('ELOOP'), 'read')).toBe('too many levels of symbolic links');
  });

  it('shows a code it has no words for as it is, never the message that quotes the path', () => {
    expect(fsErrorText(errno('EXDEV'), 'write')).toBe('EXDEV');
  });

  it("takes the message of an error that is not an errno one (a loader's problem, a Node ERR_ code)", () => {
    expect(fsErrorText(new Error(' JSON syntax error at line 1, column 2: Unexpected token '), 'read')).toBe(
      'JSON syntax error at line 1, column 2: Unexpected token',
    );
    expect(fsErrorText(Object.assign(new Error('bad argument'), { code: 'ERR_INVALID_ARG_TYPE' }), 'read')).toBe('bad argument');
    expect(fsErrorText('plain', 'read')).toBe('plain');
  });

  it('errnoText: words for a code it knows, the code itself otherwise', () => {
    expect([errnoText('EROFS'), errnoText('EPIPE')]).toEqual(['read-only file system', 'EPIPE']);
  });
});
