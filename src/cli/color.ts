// Whether to style output, by the usual conventions: --color/--no-color win, then FORCE_COLOR
// (0/false turn colour off, anything else on), then a non-empty NO_COLOR turns it off, then
// only a TTY that is not TERM=dumb gets colour.
import type { OutStream } from './io.js';

export function colorEnabled(stream: OutStream, env: NodeJS.ProcessEnv, flag?: boolean): boolean {
  if (flag !== undefined) return flag;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true && env.TERM !== 'dumb';
}
