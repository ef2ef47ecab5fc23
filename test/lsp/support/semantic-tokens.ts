// Semantic tokens as a test reads them: the protocol's relative encoding decoded to
// [line, character, text, type, modifiers].
export type DecodedToken = [number, number, string, string, string[]];

export function decodeTokens(data: readonly number[], legend: { tokenTypes: string[]; tokenModifiers: string[] }, text: string): DecodedToken[] {
  const lines = text.split('\n');
  const out: DecodedToken[] = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i < data.length; i += 5) {
    const [dLine, dStart, length, type, modifiers] = data.slice(i, i + 5);
    line += dLine;
    character = dLine === 0 ? character + dStart : dStart;
    out.push([
      line,
      character,
      lines[line].slice(character, character + length),
      legend.tokenTypes[type],
      legend.tokenModifiers.filter((_, bit) => modifiers & (1 << bit)),
    ]);
  }
  return out;
}
