// agent_profile tools entries are "<provider>.<tool>" split at the first "." (upstream ResolveTools).

export interface ToolScope {
  provider: string;
  tool: string;
}

/** null when the entry is malformed: no ".", or an empty half. */
export function splitToolScope(entry: string): ToolScope | null {
  const dot = entry.indexOf('.');
  if (dot <= 0 || dot === entry.length - 1) return null;
  return { provider: entry.slice(0, dot), tool: entry.slice(dot + 1) };
}
