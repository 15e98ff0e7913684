/**
 * The calculator's "contact sales" link carries its quote to the contact form in the query of /contact-us:
 * `?quoteCredits=…&quoteRate=…&quoteTotal=…#contact-form`. The page stays static (only the browser reads
 * the query); the form fills its details from it and sends `quoteCredits`, which the server prices again
 * with the current price ranges, so what staff see as the quote never comes from the visitor.
 */
import type { CustomPackageQuote } from '@/lib/sms/pricing';

export function quoteQuery(quote: CustomPackageQuote): string {
  return new URLSearchParams({
    quoteCredits: String(quote.credits),
    quoteRate: String(quote.pricePerMessage),
    quoteTotal: String(quote.totalPrice),
  }).toString();
}

/** The quote of a page's query (a location.search), or null when it has none or it is not numbers. */
export function quoteFromQuery(search: string): CustomPackageQuote | null {
  const params = new URLSearchParams(search);
  const credits = Number(params.get('quoteCredits'));
  const rate = Number(params.get('quoteRate'));
  const total = Number(params.get('quoteTotal'));
  if (!Number.isSafeInteger(credits) || credits < 1 || !(rate > 0) || !(total > 0)) return null;
  if (!Number.isFinite(rate) || !Number.isFinite(total) || total > 1e12) return null;
  return { credits, pricePerMessage: rate, totalPrice: total };
}
