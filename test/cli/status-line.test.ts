import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_DELAY_MS, statusLine } from '../../src/cli/status-line.js';

const ERASE = '\r\u001b[2K';

function recorder(columns?: number) {
  const writes: string[] = [];
  return { writes, stream: { columns, write: (t: string) => writes.push(t) } };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the plugin status line', () => {
  it('prints nothing when every plugin answers within the delay', () => {
    const { writes, stream } = recorder();
    const s = statusLine(stream);
    s.onProgress({ provider: 'anthropic', kind: 'launch', path: '/p/a' });
    s.onProgress({ provider: 'anthropic', kind: 'done', ms: 12, ok: true });
    vi.advanceTimersByTime(STATUS_DELAY_MS * 2);
    s.stop();
    expect(writes).toEqual([]);
  });

  it('after the delay names the plugins still starting, redraws as they answer, and erases itself', () => {
    const { writes, stream } = recorder();
    const s = statusLine(stream);
    s.onProgress({ provider: 'anthropic', kind: 'launch', path: '/p/a' });
    s.onProgress({ provider: 'filesystem', kind: 'launch', path: '/p/f' });
    s.onProgress({ provider: 'tui', kind: 'cached' });
    vi.advanceTimersByTime(STATUS_DELAY_MS);
    s.onProgress({ provider: 'anthropic', kind: 'done', ms: 400, ok: true });
    s.onProgress({ provider: 'filesystem', kind: 'done', ms: 500, ok: false });
    s.stop();
    expect(writes).toEqual([`${ERASE}querying 2 plugins… anthropic, filesystem`, `${ERASE}querying 1 plugin… filesystem`, ERASE]);
  });

  it('escapes control characters in names and fits the terminal width', () => {
    const { writes, stream } = recorder(30);
    const s = statusLine(stream);
    s.onProgress({ provider: 'evil\u001b[31mred', kind: 'launch', path: '/p/e' });
    s.onProgress({ provider: 'a-very-long-provider-name', kind: 'launch', path: '/p/l' });
    vi.advanceTimersByTime(STATUS_DELAY_MS);
    s.stop();
    expect(writes[0].slice(ERASE.length)).not.toContain('\u001b');
    expect([...writes[0].slice(ERASE.length)].length).toBe(29);
    expect(writes[0].endsWith('…')).toBe(true);
    expect(writes.at(-1)).toBe(ERASE);
  });
});
