// A one-line "querying N plugins…" on a terminal's stderr while plugins start, shown only once
// the wait passes ~300 ms and erased when the last one answers, so quick runs print nothing.
import type { ProgressEvent } from '../plugin-host/query-providers.js';
import { escapeControl } from '../text/escape.js';

export interface StatusStream {
  write(text: string): unknown;
  columns?: number;
}

export const STATUS_DELAY_MS = 300;
const ERASE = '\r\u001b[2K';

export interface StatusLine {
  onProgress(event: ProgressEvent): void;
  /** Erases the line if it was drawn; call before printing results. */
  stop(): void;
}

export function statusLine(stream: StatusStream, delayMs = STATUS_DELAY_MS): StatusLine {
  const running: string[] = [];
  let shown = false;
  let timer: NodeJS.Timeout | undefined;

  const draw = () => {
    if (running.length === 0) return;
    const count = running.length === 1 ? '1 plugin' : `${running.length} plugins`;
    const text = `querying ${count}… ${running.map(escapeControl).join(', ')}`;
    // A terminal that reports no width (0) gets the conventional 80.
    const width = Math.max(20, (stream.columns || 80) - 1);
    stream.write(ERASE + ([...text].length > width ? [...text].slice(0, width - 1).join('') + '…' : text));
    shown = true;
  };
  const erase = () => {
    if (shown) stream.write(ERASE);
    shown = false;
  };

  return {
    onProgress(event) {
      if (event.kind === 'launch') {
        running.push(event.provider);
        timer ??= setTimeout(draw, delayMs).unref();
        if (shown) draw();
      } else if (event.kind === 'done') {
        running.splice(running.indexOf(event.provider), 1);
        if (running.length === 0) erase();
        else if (shown) draw();
      }
    },
    stop() {
      clearTimeout(timer);
      erase();
    },
  };
}
