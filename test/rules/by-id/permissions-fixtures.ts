// The projects the rules of the effective permissions are tested on: docs/permissions.md's
// worked example (test/permissions/example.ts) and its plugins, or some of them.
import { EXAMPLE_PLUGINS } from '../../permissions/example.js';
import type { ProviderSpec } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

/** The example's plugins' answers, of `names` (default: every provider). */
export const plugins = (...names: string[]): Record<string, ProviderSpec> =>
  Object.fromEntries((names.length ? names : Object.keys(EXAMPLE_PLUGINS)).map((n) => [n, { categories: EXAMPLE_PLUGINS[n] }]));

/** The example's three providers declared (lines 1-5), then `body`. */
export const withProviders = (body: string): string => `${declare('filesystem', 'agent', 'web')}\n${body}`;

/** A policy block. */
export const policy = (name: string, match: string, action: string): string => `policy "${name}" {\n  match  = ${match}\n  action = "${action}"\n}\n`;
