// Go's time.Parse(time.RFC3339, s), which the kernel applies to `resolved_at`: a `T` separator,
// seconds, optional fractional seconds, and a `Z` or ±hh:mm zone, every field in range. Go falls
// back to its general layout parser, which is laxer than RFC 3339 in three ways the kernel
// therefore accepts: a one-digit hour, a comma before the fraction, and zone offsets up to
// ±24:60 (its range test is `>`, "as some people do write offsets of 24 hours or 60 minutes").

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2}):(\d{2})(?:[.,]\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/;

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Why `text` is not an RFC 3339 timestamp, or null when it is one. */
export function rfc3339Problem(text: string): string | null {
  const m = RFC3339.exec(text);
  if (m === null) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'it has a date but no time';
    if (/^\d{4}-\d{2}-\d{2}[ t]/.test(text)) return 'the date and time must be separated by an upper-case "T"';
    if (/^\d{4}-\d{2}-\d{2}T\d{1,2}:\d{2}(?:Z|[+-]|$)/.test(text)) return 'the time has no seconds';
    if (/^\d{4}-\d{2}-\d{2}T\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?$/.test(text)) return 'it has no time zone ("Z" or ±hh:mm)';
    return 'it is not in the form YYYY-MM-DDThh:mm:ssZ';
  }
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (month < 1 || month > 12) return `month ${m[2]} is out of range`;
  if (day < 1 || day > daysIn(year, month)) return `day ${m[3]} is out of range`;
  if (hour > 23) return `hour ${m[4]} is out of range`;
  if (minute > 59) return `minute ${m[5]} is out of range`;
  if (second > 59) return `second ${m[6]} is out of range`;
  if (m[7] !== undefined && (Number(m[7]) > 24 || Number(m[8]) > 60)) return `time zone offset ${text.slice(-6)} is out of range`;
  return null;
}
