// Deep comparison of two JSON values (object key order ignored, as Go's encoder sorts keys) reporting the first difference.
import type { Json } from './hcl-json-shape.js';

/** Null when equal; otherwise "<path>: <a> vs <b>" for the first difference in key-sorted order. */
export function firstJsonDifference(a: Json, b: Json, path = '$'): string | null {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) return `${path}: array length ${a.length} vs ${b.length}`;
      const d = firstJsonDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const key of keys) {
      const at = `${path}[${JSON.stringify(key)}]`;
      if (!Object.hasOwn(a, key)) return `${at}: missing vs ${brief(b[key])}`;
      if (!Object.hasOwn(b, key)) return `${at}: ${brief(a[key])} vs missing`;
      const d = firstJsonDifference(a[key], b[key], at);
      if (d !== null) return d;
    }
    return null;
  }
  return a === b ? null : `${path}: ${brief(a)} vs ${brief(b)}`;
}

function isObject(v: Json | undefined): v is { [key: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function brief(v: Json | undefined): string {
  const text = JSON.stringify(v) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
