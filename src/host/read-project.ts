// The three texts of one project: agent.hcl, its lock file and the global config, from disk
// unless the front end has a text of its own (standard input, an editor's unsaved document).
import { resolve } from 'node:path';
import type { ProjectSources } from '../engine/index.js';
import { defaultGlobalConfigPath, defaultLockFilePath, displayPath } from './default-paths.js';
import { readInput, readOptional } from './read-file.js';

/** One project's files, each path as diagnostics name it: relative to `cwd`, or absolute. */
export interface ProjectFiles {
  /** Where relative paths are read from. */
  cwd: string;
  agent: string;
  lock: string;
  global: string;
}

/** Texts to lint instead of what is on disk, by the file's role. */
export type OpenTexts = Partial<Record<'agent' | 'lock' | 'global', string | Buffer>>;

/** Keeps what was read, by absolute path (the language server, while its client watches the files). */
export interface FileMemo {
  file<T extends Buffer | undefined>(path: string, read: () => T): T;
}

const readNow: FileMemo = { file: (_path, read) => read() };

/**
 * The files of agent.hcl `agent`: the lock file and global config given, else where they are
 * looked for by default (DESIGN.md "Command line"). The default lock file is shown as agent.hcl
 * is (absolute beside an absolute agent.hcl, relative beside a relative one); the global
 * config relative to `cwd` when below it.
 */
export function projectFiles(agent: string, o: { lockFile?: string; globalConfig?: string; env: NodeJS.ProcessEnv; cwd: string }): ProjectFiles {
  return {
    cwd: o.cwd,
    agent,
    lock: o.lockFile ?? defaultLockFilePath(agent),
    global: o.globalConfig ?? displayPath(defaultGlobalConfigPath(o.env), o.cwd),
  };
}

/** agent.hcl must be readable; an absent lock file or global config is left out. Failures are HostErrors. */
export function readProject(files: ProjectFiles, open: OpenTexts = {}, memo: FileMemo = readNow): ProjectSources {
  const { cwd } = files;
  const agent = { path: files.agent, text: open.agent ?? memo.file(resolve(cwd, files.agent), () => readInput(files.agent, cwd)) };
  const optional = (path: string, openText: string | Buffer | undefined) => {
    const text = openText ?? memo.file(resolve(cwd, path), () => readOptional(path, cwd));
    return text === undefined ? undefined : { path, text };
  };
  return { agent, lock: optional(files.lock, open.lock), global: optional(files.global, open.global) };
}
