/**
 * Thai taxes on a purchase. Site prices exclude VAT; a legal entity withholds
 * 3% of the pre-VAT price and transfers the rest.
 *
 * All money is computed in integer satang (BigInt) from the number's decimal
 * form, so half-up rounding is exact: 1.005 rounds to 1.01, not 1.00 as
 * Math.round(1.005 * 100) would give.
 */

export const VAT_RATE = 0.07;
export const WITHHOLDING_RATE = 0.03;

// Same rates as integer percentages, for exact integer arithmetic.
const VAT_PERCENT = 7n;
const WITHHOLDING_PERCENT = 3n;

export type PriceWithTaxes = {
  net: number;
  vat: number;
  withholding: number;
  /** net + vat */
  total: number;
  /** total - withholding: what the customer actually transfers. */
  toTransfer: number;
};

/** Integer division rounding half away from zero. */
function divRoundHalfUp(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  return negative ? -q : q;
}

/** Exact decimal form of a finite number: value = digits × 10^exponent. */
function toDecimal(value: number): { digits: bigint; exponent: number } {
  if (!Number.isFinite(value)) throw new RangeError(`amount must be a finite number, got ${value}`);
  // String() gives the shortest form that round-trips, i.e. the decimal the user meant.
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`cannot read amount ${value}`);
  const [, sign = '', int = '0', frac = '', exp = '0'] = match;
  const digits = BigInt(sign + int + frac);
  return { digits, exponent: Number(exp) - frac.length };
}

/** digits × 10^exponent rounded half-up to an integer number of satang. */
function decimalToSatang(digits: bigint, exponent: number): bigint {
  const shift = exponent + 2; // baht → satang
  if (shift >= 0) return digits * 10n ** BigInt(shift);
  return divRoundHalfUp(digits, 10n ** BigInt(-shift));
}

/** Integer satang → baht, parsed from its decimal text so the result is the nearest double. */
function satangToBaht(satang: bigint): number {
  const negative = satang < 0n;
  const abs = negative ? -satang : satang;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  const baht = Number(text);
  return negative ? -baht : baht;
}

/** Amount in baht → integer satang, half-up on its decimal form. */
export function toSatang(amount: number): number {
  const { digits, exponent } = toDecimal(amount);
  return Number(decimalToSatang(digits, exponent));
}

/** Rounds a baht amount to satang (2 decimals), half-up, without float artefacts. */
export function roundToSatang(amount: number): number {
  const { digits, exponent } = toDecimal(amount);
  return satangToBaht(decimalToSatang(digits, exponent));
}

/** amount × quantity in baht, rounded half-up to satang, computed exactly (e.g. 0.15 × 3 = 0.45). */
export function multiplyToSatang(amount: number, quantity: number): number {
  const a = toDecimal(amount);
  const q = toDecimal(quantity);
  return satangToBaht(decimalToSatang(a.digits * q.digits, a.exponent + q.exponent));
}

/**
 * Price breakdown for a pre-VAT price `net` (baht). Net is rounded to satang
 * first; VAT and withholding are each rounded half-up on that net.
 * Throws a RangeError for a negative or non-finite net.
 */
export function priceWithTaxes(net: number, legalEntity: boolean): PriceWithTaxes {
  if (!Number.isFinite(net) || net < 0) {
    throw new RangeError(`net must be a finite, non-negative amount, got ${net}`);
  }
  const { digits, exponent } = toDecimal(net);
  const netSatang = decimalToSatang(digits, exponent);
  const vatSatang = divRoundHalfUp(netSatang * VAT_PERCENT, 100n);
  const withholdingSatang = legalEntity ? divRoundHalfUp(netSatang * WITHHOLDING_PERCENT, 100n) : 0n;
  const totalSatang = netSatang + vatSatang;
  return {
    net: satangToBaht(netSatang),
    vat: satangToBaht(vatSatang),
    withholding: satangToBaht(withholdingSatang),
    total: satangToBaht(totalSatang),
    toTransfer: satangToBaht(totalSatang - withholdingSatang),
  };
}
