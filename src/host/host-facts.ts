// What the opt-in environment checks need from the machine: the environment, the state of each
// dev_overrides binary, and where the checkout and the dev_overrides paths lead.
import { accessSync, constants, statSync } from 'node:fs';
import { devOverridePaths, type BinaryState, type HostFacts } from '../engine/index.js';
import type { Project } from '../models/project.js';
import { checkoutFacts } from './checkout.js';

/** Whether `path` can be launched, for dev-override-binary. */
export function binaryState(path: string): BinaryState {
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    return 'missing';
  }
  if (!isFile) return 'not-a-file';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return 'not-executable';
  }
  return 'executable';
}

/** `agentFile` and the project's relative paths are taken from `cwd`. */
export function hostFacts(project: Project, agentFile: string, cwd: string, env: NodeJS.ProcessEnv): HostFacts {
  const binaries = new Map(devOverridePaths(project).map((path) => [path, binaryState(path)]));
  return { env, binaries, checkout: checkoutFacts(project, agentFile, cwd) };
}
