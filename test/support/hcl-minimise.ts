// Shrinks a disagreeing input to a small reproduction for the failure report (delta debugging on lines, then code
// points), keeping only reductions that still show the same kind of disagreement.
import { compareWithOracle, type Disagreement } from './hcl-differential.js';

/**
 * The kind of a disagreement, so shrinking keeps the same bug: both verdicts, with the summary of a rejection
 * (positions and details dropped), e.g. "accepts|rejects Invalid number literal|".
 */
export function disagreementKind(d: Disagreement): string {
  const verdict = (text: string): string => {
    if (text.startsWith('throws')) return 'throws';
    if (text.startsWith('rejects')) return text.replace(/^rejects at \S+ (\[[^\]]*\] )?/, 'rejects ').split(':')[0];
    return text.split(':')[0];
  };
  return `${verdict(d.hashicorp)}|${verdict(d.ours)}|${d.detail ? 'json' : ''}`;
}

/** The smallest input found within `budget` comparisons that disagrees the same way as `d`. */
export async function minimiseDisagreement(d: Disagreement, budget = 400): Promise<string> {
  const source = typeof d.source === 'string' ? d.source : Buffer.from(d.source).toString('utf8');
  const kind = disagreementKind(d);
  let calls = 0;
  const stillFails = async (candidate: string): Promise<boolean> => {
    calls++;
    const outcome = await compareWithOracle(d.name, candidate);
    return outcome.disagreement !== null && disagreementKind(outcome.disagreement) === kind;
  };
  if (!(await stillFails(source))) return source;
  const byLines = await ddmin(source.split(/(?<=\n)/), stillFails, () => calls < budget);
  const byChars = await ddmin(Array.from(byLines.join('')), stillFails, () => calls < budget);
  return byChars.join('');
}

/** Zeller's ddmin: try each chunk alone, then each chunk removed, refining the granularity as needed. */
async function ddmin(units: string[], stillFails: (s: string) => Promise<boolean>, hasBudget: () => boolean): Promise<string[]> {
  let current = units;
  let parts = 2;
  while (current.length >= 2 && hasBudget()) {
    const size = Math.ceil(current.length / parts);
    const chunks: string[][] = [];
    for (let i = 0; i < current.length; i += size) chunks.push(current.slice(i, i + size));
    let reduced = false;
    for (const chunk of chunks) {
      if (!hasBudget()) break;
      if (await stillFails(chunk.join(''))) {
        current = chunk;
        parts = 2;
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      for (let i = 0; i < chunks.length && hasBudget(); i++) {
        const complement = chunks.filter((_, j) => j !== i).flat();
        if (complement.length > 0 && (await stillFails(complement.join('')))) {
          current = complement;
          parts = Math.max(parts - 1, 2);
          reduced = true;
          break;
        }
      }
    }
    if (!reduced) {
      if (parts >= current.length) break;
      parts = Math.min(parts * 2, current.length);
    }
  }
  return current;
}
