// The language features beside diagnostics: outline, and navigation over provider local
// names. Each request reads the documents as they are now; a request for a document that is
// not open, or not part of a project, has no result.
import { CodeActionKind, ResponseError, ErrorCodes, type Location, type ServerCapabilities, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import { pathToFileURL } from 'node:url';
import { parse } from '../hcl/index.js';
import { dirname } from 'node:path';
import { displayPath } from '../host/default-paths.js';
import { parseProject, parseSource } from '../engine/index.js';
import { TextsOf } from './diagnostics.js';
import { readOpenProject } from './lint-open.js';
import { LOCAL_NAME, occurrenceAt, providerOccurrences, type Occurrence } from './navigation.js';
import type { Session } from './session.js';
import { documentSymbols } from './symbols.js';
import { foldingRanges, sourceLinks } from './structure.js';
import { SEMANTIC_TOKENS_LEGEND, semanticTokens } from './semantic-tokens.js';
import type { OpenDocument } from './documents.js';
import type { Position, Range } from 'vscode-languageserver';
import { complete, hover, type AssistContext } from './assist.js';
import { decodeAgentConfig } from '../models/agent/decode.js';
import { asksFor, codeActions, FIX_ALL_KIND, fixAllActions } from './code-actions.js';
import { codeLenses } from './code-lens.js';
import { permissionHover } from './permission-hover.js';
import { formattingEdits } from './formatting.js';
import { decodeLockFile } from '../models/lock/decode.js';
import type { LockFile } from '../models/lock/model.js';
import { readOptional } from '../host/read-file.js';
import type { ProjectPaths } from './projects.js';

export const FEATURE_CAPABILITIES: ServerCapabilities = {
  completionProvider: { triggerCharacters: ['"', '.'] },
  hoverProvider: true,
  codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
  documentSymbolProvider: true,
  definitionProvider: true,
  referencesProvider: true,
  renameProvider: { prepareProvider: true },
  documentFormattingProvider: true,
  documentRangeFormattingProvider: true,
  foldingRangeProvider: true,
  documentLinkProvider: {},
  codeLensProvider: { resolveProvider: false },
  semanticTokensProvider: { legend: SEMANTIC_TOKENS_LEGEND, full: true },
};

interface Located {
  occurrences: Occurrence[];
  texts: TextsOf;
  /** The occurrence under the cursor. */
  at: Occurrence | undefined;
}

function locate(session: Session, uri: string, position: Position): Located | undefined {
  const doc = session.documents.get(uri);
  if (!doc || doc.path === null) return undefined;
  const found = projectNames(session, doc);
  return found && { ...found, at: occurrenceAt(found.occurrences, doc.path, doc.source().toLinePos(position)) };
}

/** Every provider local name occurrence of the document's project. */
function projectNames(session: Session, doc: OpenDocument): Omit<Located, 'at'> | undefined {
  const paths = session.projectFor(doc) ?? firstOpenProject(session);
  if (!paths) return undefined;
  const texts = new TextsOf((path) => session.documents.atPath(path)?.source(), session.encoding);
  let sources;
  try {
    sources = readOpenProject(paths, (path) => session.documents.atPath(path)?.text, session.disk);
  } catch {
    // agent.hcl neither open nor readable: there is no project to navigate.
    return undefined;
  }
  const occurrences = providerOccurrences(parseProject(sources, session.parseReuseFor(paths.agent)), paths.agent, (path) => texts.get(path));
  return { occurrences, texts };
}

/** For the global config, which belongs to every project: the first open one. */
function firstOpenProject(session: Session) {
  for (const d of session.documents.all()) {
    const p = session.projectFor(d);
    if (p) return p;
  }
  return undefined;
}

function location(o: Occurrence, texts: TextsOf): Location {
  const source = texts.get(o.path);
  const range = source
    ? source.toRange(o)
    : { start: { line: o.start.line - 1, character: o.start.column - 1 }, end: { line: o.end.line - 1, character: o.end.column - 1 } };
  return { uri: pathToFileURL(o.path).href, range };
}

function sameName(found: Located): Occurrence[] {
  return found.at ? found.occurrences.filter((o) => o.name === found.at?.name) : [];
}

/** The document's tree as typed now; agent.hcl's built on what its lints parsed, as a large file's keystrokes need. */
function parseOpen(session: Session, path: string, text: string) {
  const reuse = session.parseReuseFor(path);
  const { file, diagnostics } = parseSource({ path: displayPath(path, dirname(path)), text }, reuse);
  return { file, diagnostics, reuse };
}

/** An open document's parse as typed now (agent.hcl's built on its lints' parse), and whether it is agent.hcl or a lock file. */
function treeOf(session: Session, uri: string) {
  const doc = session.documents.get(uri);
  if (!doc) return undefined;
  const paths = session.projectFor(doc);
  const role = doc.path === null ? undefined : paths?.agent === doc.path ? 'agent' : paths?.lock === doc.path ? 'lock' : undefined;
  const { file, diagnostics } = doc.path !== null && role === 'agent' ? parseOpen(session, doc.path, doc.text) : parse(doc.text);
  return { doc, role, file, diagnostics };
}

/** The formatting edits of an open document as typed now (those touching `range`, if given); none while it has syntax errors, which fmt leaves alone too. */
function formatOpen(session: Session, uri: string, range?: Range): TextEdit[] | null {
  const tree = treeOf(session, uri);
  if (!tree) return null;
  return tree.diagnostics.some((d) => d.severity === 'error') ? [] : formattingEdits(tree.doc.source(), range);
}

/** The lock file's model as it is now (open, else on disk), null when it is absent, unreadable or does not decode. */
function lockModel(session: Session, paths: ProjectPaths): LockFile | null {
  let text;
  try {
    text = session.documents.atPath(paths.lock)?.text ?? session.disk.file(paths.lock, () => readOptional(paths.lock, dirname(paths.agent)));
  } catch {
    return null;
  }
  if (text === undefined) return null;
  const parsed = parse(text);
  return parsed.diagnostics.some((d) => d.severity === 'error') ? null : decodeLockFile(parsed.file).model;
}

/** For agent.hcl: its tree and model as typed now, its lock file, and what its project's plugins last answered. */
function assistContext(session: Session, doc: OpenDocument, position: Position): AssistContext | undefined {
  const now = agentNow(session, doc);
  return now && { ...now, position };
}

function agentNow(session: Session, doc: OpenDocument): Omit<AssistContext, 'position'> | undefined {
  const paths = session.projectFor(doc);
  if (doc.path === null || paths?.agent !== doc.path) return undefined;
  const { file, reuse } = parseOpen(session, doc.path, doc.text);
  return {
    source: doc.source(),
    body: file.body,
    model: decodeAgentConfig(file, reuse?.agentBlocks).model,
    loaded: session.capabilitiesFor(doc.path),
    knownProviders: session.providerNamesFor(doc.path),
    lock: () => lockModel(session, paths),
  };
}

export function registerFeatures(session: Session): void {
  const { connection } = session;

  connection.onDocumentSymbol(({ textDocument }) => {
    const tree = treeOf(session, textDocument.uri);
    return tree ? documentSymbols(tree.file.body, tree.doc.source()) : null;
  });

  connection.languages.semanticTokens.on(({ textDocument }) => {
    const tree = treeOf(session, textDocument.uri);
    if (!tree) return { data: [] };
    const schema = tree.role === 'agent' && tree.doc.path !== null ? { loaded: session.capabilitiesFor(tree.doc.path) } : undefined;
    return semanticTokens(tree.file, tree.doc.source(), schema);
  });

  connection.onFoldingRanges(({ textDocument }) => {
    const tree = treeOf(session, textDocument.uri);
    return tree ? foldingRanges(tree.file) : null;
  });

  connection.onDocumentLinks(({ textDocument }) => {
    const tree = treeOf(session, textDocument.uri);
    if (!tree?.role) return null;
    const mentions =
      tree.role === 'agent'
        ? decodeAgentConfig(tree.file).model.requiredProviders.flatMap((r) =>
            r.source ? [{ name: r.name, value: r.source.value, range: r.source.valueRange }] : [],
          )
        : (decodeLockFile(tree.file).model?.entries ?? []).flatMap((e) => (e.source ? [{ name: e.name, value: e.source.value, range: e.source.range }] : []));
    return sourceLinks(mentions, tree.doc.source());
  });

  connection.onCompletion(({ textDocument, position }) => {
    const doc = session.documents.get(textDocument.uri);
    const ctx = doc && assistContext(session, doc, position);
    return ctx ? complete(ctx) : null;
  });

  connection.onHover(({ textDocument, position }) => {
    const doc = session.documents.get(textDocument.uri);
    if (!doc) return null;
    // The kernel schema and the plugins describe agent.hcl; in the lock file and global config only diagnostics are described.
    const assist = assistContext(session, doc, position);
    const pos = doc.source().toLinePos(position);
    return hover({ assist, pos, diagnostics: session.published.get(doc.uri) ?? [], extra: assist && permissionHover(assist.model, assist.loaded, pos) });
  });

  connection.onCodeLens(({ textDocument }) => {
    const doc = session.documents.get(textDocument.uri);
    const now = doc && agentNow(session, doc);
    return now ? codeLenses(now.model, now.loaded, now.source) : null;
  });

  connection.onCodeAction(({ textDocument, context }) => {
    const doc = session.documents.get(textDocument.uri);
    if (!doc) return null;
    const published = session.published.get(doc.uri) ?? [];
    const quickFixes = asksFor(context.only, CodeActionKind.QuickFix) ? codeActions(doc.uri, context.diagnostics, published, doc.source()) : [];
    // Only when asked for by kind (on save), and only over diagnostics of the text as it is now.
    const fixAll =
      context.only && asksFor(context.only, FIX_ALL_KIND) && session.publishedVersions.get(doc.uri) === doc.version
        ? fixAllActions(doc.uri, published, doc.source())
        : [];
    return [...quickFixes, ...fixAll];
  });

  connection.onDocumentFormatting(({ textDocument }) => formatOpen(session, textDocument.uri));
  connection.onDocumentRangeFormatting(({ textDocument, range }) => formatOpen(session, textDocument.uri, range));

  connection.onDefinition(({ textDocument, position }) => {
    const found = locate(session, textDocument.uri, position);
    if (!found?.at) return null;
    const declarations = sameName(found).filter((o) => o.declaration);
    return declarations.map((o) => location(o, found.texts));
  });

  connection.onReferences(({ textDocument, position, context }) => {
    const found = locate(session, textDocument.uri, position);
    if (!found?.at) return null;
    return sameName(found)
      .filter((o) => context.includeDeclaration || !o.declaration)
      .map((o) => location(o, found.texts));
  });

  connection.onPrepareRename(({ textDocument, position }) => {
    const found = locate(session, textDocument.uri, position);
    if (!found?.at) throw new ResponseError(ErrorCodes.InvalidRequest, 'only a provider local name can be renamed here');
    return { range: location(found.at, found.texts).range, placeholder: found.at.name };
  });

  connection.onRenameRequest(({ textDocument, position, newName }) => {
    const found = locate(session, textDocument.uri, position);
    if (!found?.at) throw new ResponseError(ErrorCodes.InvalidRequest, 'only a provider local name can be renamed here');
    if (!LOCAL_NAME.test(newName))
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        `"${newName}" is not a valid provider local name (letters, digits, "_" and "-", not starting with a digit)`,
      );
    const changes: Record<string, TextEdit[]> = {};
    for (const o of sameName(found)) {
      const { uri, range } = location(o, found.texts);
      (changes[uri] ??= []).push({ range, newText: newName });
    }
    const edit: WorkspaceEdit = { changes };
    return edit;
  });
}
