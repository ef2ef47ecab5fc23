// Whatever a config file holds, validation either returns a config or a LinterConfigError.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LinterConfigError, validateLinterConfig } from '../../src/host/linter-config/index.js';

const KNOWN = ['policy-conflict', 'numeric-range', 'env-var-unset'];

describe('validateLinterConfig properties', () => {
  it('never fails with anything but LinterConfigError, and each problem is one line', () => {
    const arbConfig = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          rules: fc.oneof(
            fc.dictionary(
              fc.oneof(fc.constantFrom(...KNOWN, 'hcl-syntax', '__proto__', 'constructor'), fc.string({ unit: 'binary' })),
              fc.oneof(fc.constantFrom('off', 'warning', 'error'), fc.jsonValue()),
            ),
            fc.jsonValue(),
          ),
          pluginTimeout: fc.oneof(fc.integer(), fc.double(), fc.string()),
          cacheDir: fc.oneof(fc.string(), fc.jsonValue()),
          extra: fc.jsonValue(),
          'odd\nname': fc.constant(1),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(arbConfig, (data) => {
        try {
          const config = validateLinterConfig(data, { knownRuleIds: KNOWN, configDir: '/p', displayPath: 'c.json' });
          for (const [id, setting] of Object.entries(config.rules)) {
            expect(KNOWN).toContain(id);
            expect(['off', 'warning', 'error']).toContain(setting);
          }
        } catch (err) {
          expect(err).toBeInstanceOf(LinterConfigError);
          const { problems } = err as LinterConfigError;
          expect(problems.length).toBeGreaterThan(0);
          for (const p of problems) expect(p).not.toMatch(/\n/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
