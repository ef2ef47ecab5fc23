// Source text by displayed path, for code frames: the stdin contents, else read on demand.
import { readFileSync } from 'node:fs';

function withoutBom(text: string): string {
  return text.replace(/^\uFEFF/, '');
}

export function sourceReader(stdin: { name: string; contents: Buffer } | undefined): (file: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  if (stdin) cache.set(stdin.name, withoutBom(stdin.contents.toString('utf8')));
  return (file) => {
    if (!cache.has(file)) {
      let text: string | undefined;
      try {
        text = withoutBom(readFileSync(file, 'utf8'));
      } catch {
        // No frame then; the diagnostic itself is still printed.
        text = undefined;
      }
      cache.set(file, text);
    }
    return cache.get(file);
  };
}
