// The baseline of the same-size ratios in the bounds tests: an ordinary project that lints
// clean, so that a hostile input is compared with what the linter normally reads.
import { expect } from 'vitest';
import { lintProject, type ProjectSources } from '../../src/engine/index.js';
import { timeRatio } from './cpu-time.js';

const CHECKSUM = `sha256:${'3358cd1e'.repeat(8)}`;
const LOCK = `lock_file_version = 1

provider "p" {
  source      = "github.com/agentco/provider-p"
  version     = "1.0.0"
  resolved_at = "2026-07-22T18:04:00Z"
  checksums = {
${['linux_amd64', 'linux_arm64', 'darwin_amd64', 'darwin_arm64'].map((p) => `    "${p}" = "${CHECKSUM}"`).join('\n')}
  }
}
`;

/** An agent.hcl of at least `size` characters (one provider block of distinct attributes) and its lock file. */
export function ordinaryProject(size: number): ProjectSources {
  const head = 'required_providers {\n  p = { source = "github.com/agentco/provider-p", version = "1.0.0" }\n}\nprovider "p" {\n';
  const lines: string[] = [];
  let length = head.length + 2;
  for (let i = 0; length < size; i++) {
    const line = `  setting_${i} = "value"\n`;
    lines.push(line);
    length += line.length;
  }
  return { agent: { path: 'agent.hcl', text: `${head}${lines.join('')}}\n` }, lock: { path: '.agent/agent.lock.hcl', text: LOCK } };
}

/**
 * How many times longer `hostile` takes than linting an ordinary project of at least `size`
 * characters, which is first checked to be that large and to lint clean.
 */
export async function timeAgainstOrdinary(size: number, hostile: () => unknown): Promise<number> {
  const ordinary = ordinaryProject(size);
  expect(ordinary.agent.text.length).toBeGreaterThanOrEqual(size);
  expect(lintProject(ordinary).diagnostics).toEqual([]);
  return timeRatio(() => lintProject(ordinary), hostile);
}
