import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSourceRoot } from '../../src/cli/source-root.js';

const scratch = mkdtempSync(join(tmpdir(), 'hl-source-root-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

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
