// cty's number: Go's big.Float, a binary floating-point number with a per-value precision in bits
// (512 for every number parsed from text, 64 for whole numbers cty makes itself, such as tuple
// indices), rounded to nearest even after every operation. No npm library models binary
// precision: decimal ones (decimal.js, bignumber.js) give other answers, e.g. for 1/3*3 or the
// shortest text of 0.1+0.2, and that text is what cty compares for equality. BigInt keeps the
// mantissa exact; this module only rounds it the way big.Float does.

/** The precision cty parses numbers at (cty.ParseNumberVal). */
export const PARSE_PREC = 512;
/** The precision of big.Float.SetInt64, which cty.NumberIntVal uses. */
export const INT_PREC = 64;
/** big.Float's exponent range: beyond it a value overflows to ±Inf or underflows to zero. */
const MAX_EXP = 2 ** 31 - 1;

const ZERO = 0n;
const ONE = 1n;

function bitLength(n: bigint): number {
  return n === ZERO ? 0 : n.toString(2).length;
}

export class BigFloat {
  private constructor(
    /** Sign, also of zero and infinity (big.Float keeps -0). */
    readonly neg: boolean,
    /** |value| = mant × 2^exp; mant ≥ 0, and mant = 0 for zero. */
    readonly mant: bigint,
    readonly exp: number,
    readonly prec: number,
    readonly inf: boolean,
  ) {}

  static zero(prec: number, neg = false): BigFloat {
    return new BigFloat(neg, ZERO, 0, prec, false);
  }

  static infinity(neg: boolean, prec: number): BigFloat {
    return new BigFloat(neg, ZERO, 0, prec, true);
  }

  static fromInt(n: bigint | number, prec = INT_PREC): BigFloat {
    const b = BigInt(n);
    return BigFloat.round(b < ZERO, b < ZERO ? -b : b, 0, prec, false);
  }

  /** Rounds mant × 2^exp (with `sticky`: plus a little more than nothing) to `prec` bits, ties to even. */
  private static round(neg: boolean, mant: bigint, exp: number, prec: number, sticky: boolean): BigFloat {
    if (mant === ZERO) return BigFloat.zero(prec, neg);
    const bits = bitLength(mant);
    if (bits > prec) {
      const shift = bits - prec;
      let q = mant >> BigInt(shift);
      const rem = mant & ((ONE << BigInt(shift)) - ONE);
      const half = ONE << BigInt(shift - 1);
      if (rem > half || (rem === half && (sticky || (q & ONE) === ONE))) q += ONE;
      mant = q;
      exp += shift;
    }
    // Canonical form: no trailing zero bits.
    while (mant !== ZERO && (mant & 0xffffffffn) === ZERO) {
      mant >>= 32n;
      exp += 32;
    }
    while (mant !== ZERO && (mant & ONE) === ZERO) {
      mant >>= ONE;
      exp += 1;
    }
    const top = exp + bitLength(mant);
    if (top > MAX_EXP) return BigFloat.infinity(neg, prec);
    if (top < -MAX_EXP) return BigFloat.zero(prec, neg);
    return new BigFloat(neg, mant, exp, prec, false);
  }

  isZero(): boolean {
    return !this.inf && this.mant === ZERO;
  }

  sign(): -1 | 0 | 1 {
    if (this.isZero()) return 0;
    return this.neg ? -1 : 1;
  }

  negate(): BigFloat {
    return new BigFloat(!this.neg, this.mant, this.exp, this.prec, this.inf);
  }

  withPrec(prec: number): BigFloat {
    if (this.inf || this.isZero()) return new BigFloat(this.neg, this.mant, this.exp, prec, this.inf);
    return BigFloat.round(this.neg, this.mant, this.exp, prec, false);
  }

  /** The smallest precision that represents this value exactly (big.Float.MinPrec). */
  minPrec(): number {
    return this.inf ? 0 : bitLength(this.mant);
  }

  /** big.Float.Add: the larger precision of the two; +Inf + -Inf is NaN, reported as null. */
  add(other: BigFloat): BigFloat | null {
    const prec = Math.max(this.prec, other.prec);
    if (this.inf || other.inf) {
      if (this.inf && other.inf && this.neg !== other.neg) return null;
      return BigFloat.infinity(this.inf ? this.neg : other.neg, prec);
    }
    if (this.isZero() && other.isZero()) return BigFloat.zero(prec, this.neg && other.neg);
    if (this.isZero()) return other.withPrec(prec);
    if (other.isZero()) return this.withPrec(prec);
    // A far smaller operand only decides rounding: keep it as a sticky bit below the larger one.
    const [big, small] = this.exp + bitLength(this.mant) >= other.exp + bitLength(other.mant) ? [this, other] : [other, this];
    const gap = big.exp - (small.exp + bitLength(small.mant));
    if (gap > prec + 2) {
      const shift = prec + 4;
      const m = (big.mant << BigInt(shift)) + (big.neg === small.neg ? ONE : -ONE);
      return BigFloat.round(big.neg, m, big.exp - shift, prec, false);
    }
    const e = Math.min(this.exp, other.exp);
    const a = (this.mant << BigInt(this.exp - e)) * (this.neg ? -ONE : ONE);
    const b = (other.mant << BigInt(other.exp - e)) * (other.neg ? -ONE : ONE);
    const sum = a + b;
    // x + (-x) is +0 under big.Float's default rounding mode.
    if (sum === ZERO) return BigFloat.zero(prec, false);
    return BigFloat.round(sum < ZERO, sum < ZERO ? -sum : sum, e, prec, false);
  }

  sub(other: BigFloat): BigFloat | null {
    return this.add(other.negate());
  }

  /** Rounded to `prec` bits; 0 × Inf is NaN, reported as null. */
  mulAt(other: BigFloat, prec: number): BigFloat | null {
    const neg = this.neg !== other.neg;
    if (this.inf || other.inf) {
      if (this.isZero() || other.isZero()) return null;
      return BigFloat.infinity(neg, prec);
    }
    return BigFloat.round(neg, this.mant * other.mant, this.exp + other.exp, prec, false);
  }

  /** big.Float.Quo at the larger precision; 0/0 and Inf/Inf are NaN, reported as null. */
  quo(other: BigFloat): BigFloat | null {
    return this.quoAt(other, Math.max(this.prec, other.prec));
  }

  private quoAt(other: BigFloat, prec: number): BigFloat | null {
    const neg = this.neg !== other.neg;
    if (this.inf && other.inf) return null;
    if (this.isZero() && other.isZero()) return null;
    if (this.inf || other.isZero()) return BigFloat.infinity(neg, prec);
    if (other.inf || this.isZero()) return BigFloat.zero(prec, neg);
    const shift = Math.max(0, prec + 2 + bitLength(other.mant) - bitLength(this.mant));
    const num = this.mant << BigInt(shift);
    const q = num / other.mant;
    const sticky = num % other.mant !== ZERO;
    return BigFloat.round(neg, sticky ? (q << ONE) | ONE : q, this.exp - other.exp - shift - (sticky ? 1 : 0), prec, false);
  }

  /** -1, 0 or 1 (big.Float.Cmp; -0 equals +0). */
  cmp(other: BigFloat): number {
    const sa = this.inf ? (this.neg ? -2 : 2) : this.sign();
    const sb = other.inf ? (other.neg ? -2 : 2) : other.sign();
    if (sa !== sb || Math.abs(sa) !== 1) return Math.sign(sa - sb);
    const mag = this.cmpAbs(other);
    return this.neg ? -mag : mag;
  }

  private cmpAbs(other: BigFloat): number {
    const ta = this.exp + bitLength(this.mant);
    const tb = other.exp + bitLength(other.mant);
    if (ta !== tb) return ta < tb ? -1 : 1;
    const e = Math.min(this.exp, other.exp);
    const a = this.mant << BigInt(this.exp - e);
    const b = other.mant << BigInt(other.exp - e);
    return a === b ? 0 : a < b ? -1 : 1;
  }

  /** Truncated toward zero, or null for an infinity (big.Float.Int). */
  truncate(): bigint | null {
    if (this.inf) return null;
    const m = this.exp >= 0 ? this.mant << BigInt(this.exp) : this.mant >> BigInt(-this.exp);
    return this.neg ? -m : m;
  }

  isInteger(): boolean {
    return !this.inf && (this.exp >= 0 || this.mant === ZERO);
  }

  /** big.Float.Int64: truncated toward zero, saturated at the int64 limits (infinities too). */
  toInt64(): bigint {
    const max = (ONE << 63n) - ONE;
    const min = -(ONE << 63n);
    const t = this.truncate();
    if (t === null) return this.neg ? min : max;
    return t > max ? max : t < min ? min : t;
  }

  /** The nearest float64 (big.Float.Float64). */
  toNumber(): number {
    if (this.inf) return this.neg ? -Infinity : Infinity;
    if (this.isZero()) return this.neg ? -0 : 0;
    const r = BigFloat.round(this.neg, this.mant, this.exp, 53, false);
    const top = r.exp + bitLength(r.mant);
    if (top > 1024) return this.neg ? -Infinity : Infinity;
    // Subnormals round again at their own precision; rare enough to go through the text.
    if (top < -1021) return Number(this.toText());
    return (r.neg ? -1 : 1) * Number(r.mant) * 2 ** r.exp;
  }

  /** Upper bound of the length of toText(), without computing it. */
  textLengthBound(): number {
    if (this.inf || this.isZero()) return 4;
    const top = this.exp + bitLength(this.mant);
    return Math.ceil(Math.abs(top) * 0.302) + Math.max(0, -this.exp) + 3;
  }

  /**
   * big.Float.Text('f', -1): plain decimal, the fewest digits that still identify the value at
   * its precision, "+Inf"/"-Inf" for infinities. cty converts numbers to strings with it, and
   * compares numbers for equality by it.
   */
  toText(): string {
    if (this.inf) return this.neg ? '-Inf' : '+Inf';
    const sign = this.neg ? '-' : '';
    if (this.isZero()) return `${sign}0`;
    const { digits, point } = this.shortestDigits();
    let text: string;
    if (point <= 0) text = `0.${'0'.repeat(-point)}${digits}`;
    else if (point >= digits.length) text = digits + '0'.repeat(point - digits.length);
    else text = `${digits.slice(0, point)}.${digits.slice(point)}`;
    return sign + text;
  }

  /**
   * The shortest digit string d (value 0.d × 10^point) inside the rounding interval of this
   * value at its precision: the interval's ends belong to it when the mantissa is even, as in
   * Go's shortest formatting; nearest is chosen when both neighbours fit.
   */
  private shortestDigits(): { digits: string; point: number } {
    // Mantissa with exactly `prec` bits: the interval is ±half a unit in its last place.
    const pad = Math.max(0, this.prec - bitLength(this.mant));
    const m = this.mant << BigInt(pad);
    const e = this.exp - pad;
    const inclusive = (m & ONE) === ZERO;
    // Values scaled by 2^-(e-1): x = 2m, low = 2m-1, high = 2m+1 (times 2^(e-1)).
    const b = e - 1;
    const scaleUp = b >= 0 ? ONE << BigInt(b) : ONE;
    const den = b >= 0 ? ONE : ONE << BigInt(-b);
    const x = 2n * m * scaleUp;
    const low = (2n * m - ONE) * scaleUp;
    const high = (2n * m + ONE) * scaleUp;
    // Decimal exponent of the leading digit: 10^(lead-1) <= x < 10^lead.
    const whole = x / den;
    let lead: number;
    if (whole > ZERO) lead = whole.toString().length;
    else {
      let p = Math.max(1, Math.floor((bitLength(den) - bitLength(x)) * 0.30103));
      while (p > 1 && x * 10n ** BigInt(p - 1) >= den) p--;
      while (x * 10n ** BigInt(p) < den) p++;
      lead = 1 - p;
    }
    for (let n = 1; ; n++) {
      // Unit of the n-th digit: 10^(lead - n).
      const p = lead - n;
      const [num, d] = p >= 0 ? [x, den * 10n ** BigInt(p)] : [x * 10n ** BigInt(-p), den];
      const down = num / d;
      const up = down + ONE;
      const lowScaled = p >= 0 ? low : low * 10n ** BigInt(-p);
      const highScaled = p >= 0 ? high : high * 10n ** BigInt(-p);
      const downAt = down * d;
      const upAt = up * d;
      const okDown = downAt > lowScaled || (inclusive && downAt === lowScaled);
      const okUp = upAt < highScaled || (inclusive && upAt === highScaled);
      let chosen: bigint | null = null;
      if (okDown && okUp) {
        const twice = 2n * (num - downAt);
        chosen = twice < d ? down : twice > d ? up : (down & ONE) === ZERO ? down : up;
      } else if (okDown) chosen = down;
      else if (okUp) chosen = up;
      if (chosen === null) continue;
      let digits = chosen.toString();
      let point = p + digits.length;
      digits = digits.replace(/0+$/, '');
      if (digits === '') {
        digits = '0';
        point = 1;
      }
      return { digits, point };
    }
  }

  /**
   * big.ParseFloat(s, 10, prec, ToNearestEven) as cty.ParseNumberVal calls it: an optional sign,
   * "Inf"/"inf", or decimal digits with an optional point and an "e" (power of ten) or "p"
   * (power of two) exponent. Null when the text is not a number.
   */
  static parse(text: string, prec = PARSE_PREC): BigFloat | null {
    const m = numberSyntax(text);
    if (m === null) return null;
    const neg = m[1] === '-';
    if (m[2] !== undefined) return BigFloat.infinity(neg, prec);
    const int = m[3] ?? '';
    const frac = m[4] ?? '';
    const mant = BigInt(int + frac === '' ? '0' : int + frac);
    const expText = m[6];
    const expValue = expText === undefined ? 0 : Number(expText);
    const binary = m[5] === 'p' || m[5] === 'P';
    const exp10 = -frac.length + (binary ? 0 : expValue);
    let exp2 = binary ? expValue : 0;
    if (mant === ZERO) return BigFloat.zero(prec, neg);
    // 10^k = 5^k × 2^k: the power of two is exact.
    exp2 += exp10;
    const digits = int.length + frac.length;
    if ((exp10 + digits) * 3.33 > MAX_EXP || exp2 > MAX_EXP + 4 * digits) return BigFloat.infinity(neg, prec);
    if ((exp10 + digits) * 3.33 < -MAX_EXP - 8 || exp2 < -MAX_EXP - 4 * digits - 8) return BigFloat.zero(prec, neg);
    const base = BigFloat.round(neg, mant, 0, prec, false);
    if (exp10 === 0) return BigFloat.round(neg, base.mant, base.exp + exp2, prec, false);
    const five = BigFloat.pow5(Math.abs(exp10), prec + 64);
    const scaled = exp10 > 0 ? base.mulAt(five, prec) : base.quoAt(five, prec);
    if (scaled === null) return null;
    return BigFloat.round(scaled.neg, scaled.mant, scaled.exp + exp2, prec, false);
  }

  /** 5^k: exact while it is small, else by squaring at `prec` bits, as big.Float's parser does. */
  private static pow5(k: number, prec: number): BigFloat {
    if (k <= 1000) return BigFloat.round(false, 5n ** BigInt(k), 0, prec, false);
    let result = BigFloat.fromInt(1, prec);
    let base = BigFloat.fromInt(5, prec);
    for (let n = k; n > 0; n = Math.floor(n / 2)) {
      if (n % 2 === 1) result = result.mulAt(base, prec) ?? result;
      base = base.mulAt(base, prec) ?? base;
    }
    return result;
  }
}

/** The parts of a number's text as BigFloat.parse reads them, or null when it is not one (checked in time linear in its length). */
function numberSyntax(text: string): RegExpExecArray | null {
  const m = /^([+-]?)(?:(Inf|inf)|(\d*)(?:\.(\d*))?(?:([eEpP])([+-]?\d+))?)$/.exec(text);
  if (m === null || m[2] !== undefined) return m;
  if ((m[3] ?? '') === '' && (m[4] ?? '') === '') return null;
  // An exponent too long for int64 is a syntax error in Go.
  if (m[6] !== undefined && m[6].replace(/^[+-]?0*/, '').length > 18) return null;
  return m;
}

/**
 * Whether BigFloat.parse accepts `text`, without computing the number: a caller that only asks
 * whether a string converts to a number need not pay for the digits (BigInt parsing is
 * superlinear in their count).
 */
export function isNumberText(text: string): boolean {
  return numberSyntax(text) !== null;
}
