// Which project an open file belongs to. A project is an agent.hcl with its lock file
// (`<folder>/.agent/agent.lock.hcl`) and the global config, as the CLI reads them; any other
// file the client opens is linted as the agent.hcl of its folder, as the CLI lints any file
// it is given.
import { basename, dirname, join } from 'node:path';
import { defaultLockFilePath } from '../host/default-paths.js';

export interface ProjectPaths {
  agent: string;
  lock: string;
  global: string;
}

export type FileRole = 'agent' | 'lock' | 'global';

export function roleOf(path: string, globalPath: string): FileRole {
  if (path === globalPath) return 'global';
  if (basename(path) === 'agent.lock.hcl' && basename(dirname(path)) === '.agent') return 'lock';
  return 'agent';
}

/** The project of an agent.hcl or lock file (a global config belongs to every project). */
export function projectOf(path: string, globalPath: string): ProjectPaths {
  const agent = roleOf(path, globalPath) === 'lock' ? join(dirname(dirname(path)), 'agent.hcl') : path;
  return { agent, lock: defaultLockFilePath(agent), global: globalPath };
}
