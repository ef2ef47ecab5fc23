// The baseline of the same-size ratios in the bounds tests: an ordinary agent.hcl that lints
// clean, so that a hostile input is compared with what the linter normally reads.

/** An agent.hcl of at least `size` characters: one provider block of distinct attributes. */
export function ordinaryAgent(size: number): string {
  const head = 'required_providers {\n  p = { source = "github.com/agentco/provider-p", version = "1.0.0" }\n}\nprovider "p" {\n';
  const lines: string[] = [];
  let length = head.length + 2;
  for (let i = 0; length < size; i++) {
    const line = `  setting_${i} = "value"\n`;
    lines.push(line);
    length += line.length;
  }
  return `${head}${lines.join('')}}\n`;
}
