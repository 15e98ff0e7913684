/**
 * Tools for senders (credit counter, sender name checker, custom package calculator). Server
 * components: each wraps a small client island in a NextIntlClientProvider holding only that
 * island's texts, so render them from server code.
 * Place each in a <section> with an h2; the headings are Tools.<Calculator|CreditCounter|SenderName>.heading
 * in messages/<locale>/tools.json. `ranges` come from content.priceRanges() of @/lib/content.
 */
export { CreditCounter } from '@/components/tools/CreditCounter';
export { CustomPackageCalculator } from '@/components/tools/CustomPackageCalculator';
export { PackagePriceTaxes } from '@/components/tools/PackagePriceTaxes';
export { SenderNameChecker } from '@/components/tools/SenderNameChecker';
