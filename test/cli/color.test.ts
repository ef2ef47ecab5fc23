import { describe, expect, it } from 'vitest';
import { colorEnabled } from '../../src/cli/color.js';

const tty = { write: () => true, isTTY: true };
const pipe = { write: () => true, isTTY: false };

describe('colour decision', () => {
  it('colours a terminal and not a pipe by default', () => {
    expect(colorEnabled(tty, {})).toBe(true);
    expect(colorEnabled(pipe, {})).toBe(false);
  });

  it('turns colour off for a non-empty NO_COLOR, and ignores an empty one', () => {
    expect(colorEnabled(tty, { NO_COLOR: '1' })).toBe(false);
    expect(colorEnabled(tty, { NO_COLOR: '' })).toBe(true);
  });

  it('turns colour off on TERM=dumb', () => {
    expect(colorEnabled(tty, { TERM: 'dumb' })).toBe(false);
  });

  it('lets FORCE_COLOR win either way', () => {
    expect(colorEnabled(pipe, { FORCE_COLOR: '1' })).toBe(true);
    expect(colorEnabled(pipe, { FORCE_COLOR: '' })).toBe(true);
    expect(colorEnabled(pipe, { FORCE_COLOR: '3', NO_COLOR: '1' })).toBe(true);
    expect(colorEnabled(tty, { FORCE_COLOR: '0' })).toBe(false);
    expect(colorEnabled(tty, { FORCE_COLOR: 'false' })).toBe(false);
  });
});
