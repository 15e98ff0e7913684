import { quoteFromQuery } from '@/lib/contact/quote-link';

type Details = (values: { credits: string; rate: string; total: string }) => string;

/**
 * Fills the contact form from the calculator's quote in the page's query (lib/contact/quote-link.ts): the
 * details (unless the visitor already typed some) and the service "sales team, contact me". The fields are
 * uncontrolled, so they are set in place. Returns the quote's credits, or '' when the query holds none.
 * Loaded only when the page was opened with a quote (./use-quote-prefill.ts), so other visits never fetch it.
 */
export function prefillQuote(form: HTMLFormElement, search: string, locale: string, details: Details): string {
  const quote = quoteFromQuery(search);
  if (!quote) return '';
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 4 }).format(value);
  const message = form.elements.namedItem('message');
  if (message instanceof HTMLTextAreaElement && message.value.trim() === '') {
    message.value = details({
      credits: number(quote.credits),
      rate: number(quote.pricePerMessage, 2),
      total: number(quote.totalPrice, 2),
    });
  }
  const service = form.elements.namedItem('service');
  if (service instanceof HTMLSelectElement && service.value === '') service.value = 'salesCallback';
  return String(quote.credits);
}
