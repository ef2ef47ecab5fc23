import { describe, expect, it } from 'vitest';
import { quoteStderr, renderLogLine, StderrTail } from '../../src/plugin-host/launch/stderr-tail.js';

describe('StderrTail', () => {
  it('keeps only the last lines, however much is written', () => {
    const tail = new StderrTail();
    for (let i = 0; i < 10_000; i++) tail.push(Buffer.from(`line ${i}\n`));
    expect(tail.lastLines(3)).toEqual(['line 9997', 'line 9998', 'line 9999']);
  });

  it('bounds a huge line without a newline and keeps its end', () => {
    const tail = new StderrTail();
    tail.push(Buffer.alloc(1024 * 1024, 'a'));
    tail.push(Buffer.from('the end'));
    const [last] = tail.lastLines(1);
    expect(last.length).toBe(400);
    expect(last.endsWith('the end')).toBe(true);
  });

  it('joins lines split across chunks, including a split UTF-8 character', () => {
    const tail = new StderrTail();
    const bytes = Buffer.from('héllo wörld\n');
    tail.push(bytes.subarray(0, 2));
    tail.push(bytes.subarray(2));
    expect(tail.lastLines()).toEqual(['héllo wörld']);
  });

  it('leaves go-plugin debug and trace lines out', () => {
    const tail = new StderrTail();
    tail.push(Buffer.from('{"@level":"debug","@message":"plugin address"}\npanic: boom\n{"@level":"trace","@message":"x"}\n'));
    expect(tail.lastLines()).toEqual(['panic: boom']);
    const quiet = new StderrTail();
    quiet.push(Buffer.from('{"@level":"debug","@message":"plugin address"}\n'));
    expect(quiet.lastLines()).toEqual([]);
  });
});

describe('renderLogLine', () => {
  it('renders go-plugin JSON log lines as text', () => {
    expect(renderLogLine('{"@level":"error","@message":"failed to bind","@timestamp":"2026-01-01T00:00:00Z"}')).toBe('error: failed to bind');
  });

  it('keeps the fields of an hclog line, where the cause is; leaves out timestamp and caller', () => {
    expect(
      renderLogLine(
        '{"@level":"error","@message":"plugin init error","@timestamp":"2026-01-01T00:00:00Z","@caller":"server.go:1","error":"listen unix /tmp/p: bind: invalid argument","attempt":2}',
      ),
    ).toBe('error: plugin init error: error="listen unix /tmp/p: bind: invalid argument" attempt=2');
  });

  it('bounds a long hclog line after rendering, and escapes its fields', () => {
    const line = renderLogLine(JSON.stringify({ '@level': 'error', '@message': 'm', error: `\u001b[2J${'x'.repeat(1000)}` }));
    expect(line).toBe(`error: m: error="\\x1b[2J${'x'.repeat(400 - 'error: m: error="'.length - 5)}…`);
  });

  it('tells whether go-plugin logged an error', () => {
    const tail = new StderrTail();
    tail.push(Buffer.from('{"@level":"info","@message":"starting"}\npanic: x\n'));
    expect(tail.goPluginError).toBe(false);
    tail.push(Buffer.from('{"@level":"error","@message":"plugin init error"}\n'));
    expect(tail.goPluginError).toBe(true);
  });

  it('escapes control characters so a plugin cannot rewrite the terminal', () => {
    expect(renderLogLine('bad \u001b[31mred\u0007 a\\b')).toBe('bad \\x1b[31mred\\x07 a\\b');
    expect(renderLogLine('bidi\u202eexe.txt csi\u009b31m \u2066x\u2069')).toBe('bidi\\u202eexe.txt csi\\x9b31m \\u2066x\\u2069');
    expect(renderLogLine('{"@level":"info","@message":"two\\nlines"}')).toBe('info: two\\nlines');
  });

  it('quotes the lines for a message', () => {
    expect(quoteStderr([])).toBe('');
    expect(quoteStderr(['a', 'say "b"'])).toBe(' (plugin stderr: "a" / "say \\"b\\"")');
  });
});
