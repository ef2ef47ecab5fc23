/** Types of generate.mjs (the benchmark's inputs), for test/bench. */
import type { FakePluginSpec } from '../test/fixtures/plugins/make-plugin.mjs';
export function generatePolicies(count: number): string;
export function generateProject(size: { policies: number; profiles: number }): string;
export function plantedFindings(size: { policies: number; profiles: number }): Record<string, number>;
export function pluginSpec(index: number): { category: string; describe: object; capabilities: object };
export function writePluginProject(
  dir: string,
  binDir: string,
  indexes: number[],
  options?: { marker?: boolean; make?: (dir: string, name: string, spec: FakePluginSpec) => string },
): { agent: string; global: string; config: string };
export function generatePermissions(size: { tools: number; policies: number }): {
  agent: string;
  answers: Record<string, { tool: { tools: { name: string; description: string; kind: string; risk: string }[] } }>;
};
