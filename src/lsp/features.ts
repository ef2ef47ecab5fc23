// The language features beside diagnostics, each in a module of its own.
import type { ServerCapabilities } from 'vscode-languageserver';
import type { Session } from './server.js';

export const FEATURE_CAPABILITIES: ServerCapabilities = {};

export function registerFeatures(session: Session): void {
  void session;
}
