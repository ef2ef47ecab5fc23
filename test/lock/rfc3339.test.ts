import { describe, expect, it } from 'vitest';
import { rfc3339Problem } from '../../src/models/lock/rfc3339.js';

describe('rfc3339Problem (Go time.RFC3339)', () => {
  it('accepts RFC 3339 timestamps, with fractional seconds and offsets', () => {
    for (const ok of [
      '2026-07-22T18:04:00Z',
      '2026-07-22T18:04:00.123456789Z',
      '2026-07-22T18:04:00+02:00',
      '2026-07-22T18:04:00,5-07:30',
      '2024-02-29T00:00:00Z',
    ]) {
      expect(rfc3339Problem(ok), ok).toBeNull();
    }
  });

  it("accepts what Go's laxer fallback parser does: a one-digit hour, offsets up to ±24:60", () => {
    for (const ok of ['2026-07-22T9:04:00Z', '2026-07-22T18:04:00+24:00', '2026-07-22T18:04:00-12:60', '2026-07-22T18:04:00+24:60']) {
      expect(rfc3339Problem(ok), ok).toBeNull();
    }
  });

  it('says what is wrong', () => {
    const cases: [string, string][] = [
      ['2026-07-22', 'it has a date but no time'],
      ['2026-07-22 18:04:00Z', 'the date and time must be separated by an upper-case "T"'],
      ['2026-07-22t18:04:00Z', 'the date and time must be separated by an upper-case "T"'],
      ['2026-07-22T18:04Z', 'the time has no seconds'],
      ['2026-07-22T18:04:00', 'it has no time zone ("Z" or ±hh:mm)'],
      ['yesterday', 'it is not in the form YYYY-MM-DDThh:mm:ssZ'],
      ['2026-07-22T18:04:00z', 'it is not in the form YYYY-MM-DDThh:mm:ssZ'],
      ['2026-13-01T00:00:00Z', 'month 13 is out of range'],
      ['2025-02-29T00:00:00Z', 'day 29 is out of range'],
      ['2026-04-31T00:00:00Z', 'day 31 is out of range'],
      ['2026-07-22T24:00:00Z', 'hour 24 is out of range'],
      ['2026-07-22T18:60:00Z', 'minute 60 is out of range'],
      ['2026-07-22T18:04:60Z', 'second 60 is out of range'],
      ['2026-07-22T18:04:00+25:00', 'time zone offset +25:00 is out of range'],
      ['2026-07-22T18:04:00-12:61', 'time zone offset -12:61 is out of range'],
      ['2026-07-22T18:4:00Z', 'it is not in the form YYYY-MM-DDThh:mm:ssZ'],
      ['2026-07-22T018:04:00Z', 'it is not in the form YYYY-MM-DDThh:mm:ssZ'],
    ];
    for (const [text, problem] of cases) expect(rfc3339Problem(text), text).toBe(problem);
  });
});
