// The open documents: their text and version as the client last sent them. Incremental
// changes arrive in the negotiated position encoding and are converted to UTF-16 before
// TextDocument applies them. Unsaved text lives only here: the server never writes a file.
import { fileURLToPath } from 'node:url';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { SourceText, type PositionEncoding } from './positions.js';

export interface OpenDocument {
  uri: string;
  /** The file's absolute path; null for a URI that is not a `file:` URI. */
  path: string | null;
  version: number;
  text: string;
  /** Position conversion for this version (built on first use). */
  source(): SourceText;
}

/** The absolute path of a `file:` URI, or null (another scheme, or a malformed URI). */
export function uriToPath(uri: string): string | null {
  if (!uri.startsWith('file:')) return null;
  try {
    return fileURLToPath(uri);
  } catch {
    return null;
  }
}

class Entry implements OpenDocument {
  private cached: SourceText | undefined;

  constructor(
    readonly uri: string,
    readonly path: string | null,
    private doc: TextDocument,
    private readonly encoding: PositionEncoding,
  ) {}

  get version(): number {
    return this.doc.version;
  }

  get text(): string {
    return this.doc.getText();
  }

  source(): SourceText {
    return (this.cached ??= new SourceText(this.doc.getText(), this.encoding));
  }

  apply(changes: readonly TextDocumentContentChangeEvent[], version: number): void {
    for (const change of changes) {
      if ('range' in change) {
        const source = this.source();
        const start = this.doc.positionAt(source.offsetAt(change.range.start));
        const end = this.doc.positionAt(source.offsetAt(change.range.end));
        this.doc = TextDocument.update(this.doc, [{ range: { start, end }, text: change.text }], version);
      } else {
        this.doc = TextDocument.update(this.doc, [{ text: change.text }], version);
      }
      this.cached = undefined;
    }
    // An empty change list still moves the version on.
    if (changes.length === 0) this.doc = TextDocument.update(this.doc, [], version);
  }
}

export class DocumentStore {
  private readonly byUri = new Map<string, Entry>();
  private readonly uriByPath = new Map<string, string>();

  constructor(private readonly encoding: () => PositionEncoding) {}

  open(uri: string, version: number, text: string): OpenDocument {
    this.close(uri);
    const entry = new Entry(uri, uriToPath(uri), TextDocument.create(uri, 'hcl', version, text), this.encoding());
    this.byUri.set(uri, entry);
    if (entry.path !== null) this.uriByPath.set(entry.path, uri);
    return entry;
  }

  /** Applies a didChange; a change for a document that is not open is ignored (returns undefined). */
  change(uri: string, version: number, changes: readonly TextDocumentContentChangeEvent[]): OpenDocument | undefined {
    const entry = this.byUri.get(uri);
    if (!entry) return undefined;
    entry.apply(changes, version);
    return entry;
  }

  close(uri: string): OpenDocument | undefined {
    const entry = this.byUri.get(uri);
    if (!entry) return undefined;
    this.byUri.delete(uri);
    if (entry.path !== null && this.uriByPath.get(entry.path) === uri) this.uriByPath.delete(entry.path);
    return entry;
  }

  get(uri: string): OpenDocument | undefined {
    return this.byUri.get(uri);
  }

  atPath(path: string): OpenDocument | undefined {
    const uri = this.uriByPath.get(path);
    return uri === undefined ? undefined : this.byUri.get(uri);
  }

  all(): OpenDocument[] {
    return [...this.byUri.values()];
  }
}
