/**
 * Custom package calculator: the price per message depends on which range
 * the number of credits falls in.
 */
import { multiplyToSatang } from './tax';

export type PriceRange = {
  minCredits: number;
  /** null = no upper bound. */
  maxCredits: number | null;
  /** Baht per message (credit), pre-VAT. */
  pricePerMessage: number;
};

export type CustomPackageQuote = {
  credits: number;
  pricePerMessage: number;
  /** credits × pricePerMessage, rounded half-up to satang. */
  totalPrice: number;
};

function isValidCredits(credits: number): boolean {
  return Number.isSafeInteger(credits) && credits > 0;
}

/**
 * The range containing `credits` (both bounds inclusive), or null when it is
 * in none (below the smallest minimum, in a gap, above a closed top range) or
 * when credits is not a positive integer. With overlapping ranges the first wins.
 */
export function findPriceRange(ranges: readonly PriceRange[], credits: number): PriceRange | null {
  if (!isValidCredits(credits)) return null;
  for (const range of ranges) {
    if (credits >= range.minCredits && (range.maxCredits === null || credits <= range.maxCredits)) {
      return range;
    }
  }
  return null;
}

export function quoteCustomPackage(ranges: readonly PriceRange[], credits: number): CustomPackageQuote | null {
  const range = findPriceRange(ranges, credits);
  if (range === null) return null;
  return {
    credits,
    pricePerMessage: range.pricePerMessage,
    totalPrice: multiplyToSatang(range.pricePerMessage, credits),
  };
}

/** Pre-VAT price of `credits` credits (used by the credit counter to price a send), or null when not quotable. */
export function costOfCredits(ranges: readonly PriceRange[], credits: number): number | null {
  return quoteCustomPackage(ranges, credits)?.totalPrice ?? null;
}

/**
 * The credit amounts that have a price, smallest first, as spans: adjacent or overlapping ranges are merged,
 * so a visitor outside every range is told what is available (1,000 – 9,999 and 20,000 or more), gaps included.
 */
export function pricedSpans(ranges: readonly PriceRange[]): Array<{ min: number; max: number | null }> {
  const spans: Array<{ min: number; max: number | null }> = [];
  for (const range of [...ranges].sort((a, b) => a.minCredits - b.minCredits)) {
    const last = spans.at(-1);
    if (last && (last.max === null || range.minCredits <= last.max + 1)) {
      if (last.max !== null) last.max = range.maxCredits === null ? null : Math.max(last.max, range.maxCredits);
    } else {
      spans.push({ min: range.minCredits, max: range.maxCredits });
    }
  }
  return spans;
}

/** Decimals of a package's price per message: the seed and the site show ฿0.183, ฿0.17. */
export const PRICE_PER_MESSAGE_DECIMALS = 3;

/**
 * A package's price per message, derived from its price and credits (price ÷ credits, rounded half
 * up to 0.001 baht), so the figure on the card always agrees with the price. Null when the inputs
 * cannot make one (no credits, a negative or missing price).
 */
export function derivePricePerMessage(price: unknown, credits: unknown): number | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof credits !== 'number' || !Number.isSafeInteger(credits) || credits <= 0) return null;
  const satang = Math.round(price * 100);
  const scale = 10 ** PRICE_PER_MESSAGE_DECIMALS;
  // satang × 10 / credits is the price per message in thousandths of a baht; one rounding, exact ties.
  return Math.round((satang * (scale / 100)) / credits) / scale;
}
