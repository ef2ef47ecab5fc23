import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSourceRoot } from '../../src/cli/source-root.js';
import { tempDir } from '../support/temp-dir.js';

const scratch = tempDir('hl-source-root-');

describe('findSourceRoot', () => {
  it('is the nearest folder at or above the start holding .git', () => {
    mkdirSync(join(scratch, 'repo', '.git'), { recursive: true });
    mkdirSync(join(scratch, 'repo', 'pkg', 'sub'), { recursive: true });
    expect(findSourceRoot(join(scratch, 'repo', 'pkg', 'sub'))).toBe(join(scratch, 'repo'));
    expect(findSourceRoot(join(scratch, 'repo'))).toBe(join(scratch, 'repo'));
  });

  it('is the start itself when no folder above holds .git', () => {
    mkdirSync(join(scratch, 'plain', 'x'), { recursive: true });
    expect(findSourceRoot(join(scratch, 'plain', 'x'))).toBe(join(scratch, 'plain', 'x'));
  });
});
