// Test file order for a fresh checkout, which has no timings from an earlier run: the files that
// take longest start first, so none of them is left running alone at the end of the run. With
// timings on record (a second run on the same machine), vitest's own order is longest first too.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slowest files, slowest first (seconds each took in a whole run on the 2-core machine). */
const SLOWEST = [
  'test/plugin-host/host.test.ts', // 31
  'test/security/bounds.test.ts', // 24
  'test/hcl/bad-input.test.ts', // 23
  'test/faults/plugin-faults.test.ts', // 20
  'test/plugin-peer/faults.test.ts', // 19
  'test/differential/differential.test.ts', // 18
  'test/conformance/providers.test.ts', // 17
  'test/install/tarball.test.ts', // 17
  'test/install/action.test.ts', // 14
  'test/install/pre-commit.test.ts', // 13
  'test/golden/golden.test.ts', // 13
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const index = SLOWEST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return index === -1 ? SLOWEST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
