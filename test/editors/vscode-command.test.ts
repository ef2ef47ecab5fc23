// The VS Code extension starts the user's own harness-lint, never the opened workspace's
// (issue 29, attack 1: the default was `npx harness-lint`, and a checkout's
// .vscode/settings.json could set harness-lint.command to `["sh", "-c", …]`).
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { tempDir } from '../support/temp-dir.js';

// editors/vscode is a CommonJS package type-checked by its own tsconfig; loaded here by path so
// the project's (ESM) type check does not take it in.
interface ServerCommandModule {
  serverCommand(
    setting: readonly string[] | undefined,
    path: string,
    workspaceFolders: readonly string[],
  ): { command: string; args: string[] } | { error: string };
  serverSettings(get: (key: string) => unknown, trusted: boolean): Record<string, unknown>;
}
const { serverCommand, serverSettings } = (await import(pathToFileURL(join(ROOT, 'editors/vscode/src/server-command.ts')).href)) as ServerCommandModule;

const NOT_FOUND = {
  error:
    'harness-lint was not found on PATH outside the workspace: install harness-lint (npm install --global) or set harness-lint.command to the absolute path of your install',
};

function executable(path: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

function setUp() {
  const dir = tempDir('harness-lint-vscode-');
  const workspace = join(dir, 'checkout');
  const checkoutBin = executable(join(workspace, 'node_modules', '.bin', 'harness-lint'));
  const userBin = executable(join(dir, 'user', 'bin', 'harness-lint'));
  return { dir, workspace, checkoutBin, userBin };
}

describe("harness-lint.command's resolution", () => {
  it("takes harness-lint from PATH, skipping the workspace's folders and relative entries", () => {
    const { workspace, userBin } = setUp();
    const path = [join(workspace, 'node_modules', '.bin'), 'node_modules/.bin', '.', '', join(userBin, '..')].join(delimiter);
    expect(serverCommand(undefined, path, [workspace])).toEqual({ command: userBin, args: [] });
    expect(serverCommand([], path, [workspace])).toEqual({ command: userBin, args: [] });
  });

  it('skips a PATH folder that is a link into the workspace', () => {
    const { dir, workspace, userBin } = setUp();
    symlinkSync(join(workspace, 'node_modules', '.bin'), join(dir, 'linked-bin'));
    expect(serverCommand(undefined, [join(dir, 'linked-bin'), join(userBin, '..')].join(delimiter), [workspace])).toEqual({ command: userBin, args: [] });
  });

  it('finds nothing when only the workspace has one, nor in a file that is not executable', () => {
    const { dir, workspace } = setUp();
    writeFileSync(join(dir, 'harness-lint'), '#!/bin/sh\n');
    expect(serverCommand(undefined, [join(workspace, 'node_modules', '.bin'), dir].join(delimiter), [workspace])).toEqual(NOT_FOUND);
  });

  it('runs an absolute path as given, with its arguments, and refuses a relative one', () => {
    const { workspace, userBin } = setUp();
    expect(serverCommand([userBin, '--no-color'], '', [workspace])).toEqual({ command: userBin, args: ['--no-color'] });
    expect(serverCommand(['./node_modules/.bin/harness-lint'], '', [workspace])).toEqual({
      error: 'harness-lint.command must name the program by an absolute path or a bare name on PATH, not "./node_modules/.bin/harness-lint"',
    });
  });
});

describe('settings in an untrusted workspace', () => {
  const values: Record<string, unknown> = { plugins: true, debounceMs: 150, pluginTimeoutMs: 10000, config: '' };
  it('turn plugins off there, and keep them as set once trusted', () => {
    expect(serverSettings((key) => values[key], false)).toEqual({ plugins: false, debounceMs: 150, pluginTimeoutMs: 10000, config: undefined });
    expect(serverSettings((key) => values[key], true)).toEqual({ plugins: true, debounceMs: 150, pluginTimeoutMs: 10000, config: undefined });
  });
});

describe("the extension's manifest", () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'editors/vscode/package.json'), 'utf8')) as {
    capabilities: { untrustedWorkspaces: { supported: string; restrictedConfigurations: string[] } };
    contributes: { configuration: { properties: Record<string, { default?: unknown; scope?: string }> } };
  };

  it('makes harness-lint.command machine-scoped, defaulting to harness-lint, never npx', () => {
    const command = manifest.contributes.configuration.properties['harness-lint.command'];
    expect(command.scope).toBe('machine');
    expect(command.default).toEqual(['harness-lint']);
    for (const file of ['package.json', 'src/extension.ts', 'src/server-command.ts']) {
      expect(readFileSync(join(ROOT, 'editors/vscode', file), 'utf8')).not.toMatch(/\bnpx\b/);
    }
  });

  it('declares limited support for untrusted workspaces, their plugin and config settings restricted', () => {
    expect(manifest.capabilities.untrustedWorkspaces.supported).toBe('limited');
    expect(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations).toEqual(['harness-lint.plugins', 'harness-lint.config']);
  });
});
