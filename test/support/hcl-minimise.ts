// Shrinks a disagreeing input to a small reproduction for the failure report (delta debugging on lines, then code
// points), keeping only reductions that still show the same kind of disagreement.
import { compareWithOracle, type Disagreement } from './hcl-differential.js';

/** The kind of a disagreement: both verdicts without positions or messages, e.g. "rejects|accepts". */
export function disagreementKind(d: Disagreement): string {
  const verdict = (text: string): string => (text.startsWith('rejects') ? 'rejects' : text.startsWith('throws') ? 'throws' : text.split(':')[0]);
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

async function ddmin(units: string[], stillFails: (s: string) => Promise<boolean>, hasBudget: () => boolean): Promise<string[]> {
  let current = units;
  let chunk = Math.max(1, Math.floor(current.length / 2));
  while (chunk >= 1 && hasBudget()) {
    let removed = false;
    for (let start = 0; start < current.length && hasBudget(); ) {
      const candidate = [...current.slice(0, start), ...current.slice(start + chunk)];
      if (candidate.length > 0 && (await stillFails(candidate.join('')))) {
        current = candidate;
        removed = true;
      } else {
        start += chunk;
      }
    }
    if (!removed) {
      if (chunk === 1) break;
      chunk = Math.floor(chunk / 2);
    }
  }
  return current;
}
