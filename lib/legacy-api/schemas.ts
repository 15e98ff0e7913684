/**
 * zod schemas of the legacy read API (spec §7), shared by the app's own legacy endpoints (they
 * build these shapes) and the remote content source (it validates every response with them).
 * Spec fields first; fields marked "extra" are our additions, optional so that an older backend
 * without them still validates (the parser then falls back to defaults).
 * Parsing is lenient about representation (ids as numbers or strings, flags as 0/1, numbers as
 * strings) and strict about meaning (a package without a price is rejected).
 */
import { z } from 'zod';

export const idSchema = z.union([z.string(), z.number()]).transform(String);

const optionalString = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const number = z.coerce.number().refine(Number.isFinite, 'not a number');
const optionalNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  });

/** { th, en, cn, tw?, vn? } — any key may be missing or null. */
export const legacyTextSchema = z
  .object({ th: optionalString, en: optionalString, cn: optionalString, tw: optionalString, vn: optionalString })
  .partial();

const imageMetaSchema = z.object({ width: optionalNumber, height: optionalNumber, alt: optionalString });

/** The envelope every read uses: the payload sits in data.data. */
export function envelopeSchema<T extends z.ZodType>(payload: T) {
  return z.object({ data: z.object({ data: payload }) });
}

export const legacyContactSchema = z.object({
  id: idSchema,
  link: optionalString,
  icon: optionalString,
  is_active: flag,
  type: optionalString, // extra
  label: legacyTextSchema.nullish(), // extra
});

export const legacyConfigSchema = z.object({
  app_domain: optionalString,
  free_trial_link: optionalString,
  contact: z.array(legacyContactSchema).nullish(),
  email_submit_form: optionalString,
  phone_number: optionalString,
  line_contact: z.object({ label: optionalString, link: optionalString }).nullish(),
  // extras
  site_name: optionalString,
  login_link: optionalString,
  buy_now_link: optionalString,
  company_name: legacyTextSchema.nullish(),
  address: legacyTextSchema.nullish(),
  bank_accounts: z
    .array(
      z.object({
        bank: legacyTextSchema,
        account_number: optionalString,
        account_name: legacyTextSchema,
        branch: legacyTextSchema.nullish(),
      }),
    )
    .nullish(),
  facebook_page_id: optionalString,
  facebook_chat_enabled: flag,
});

export const legacyCategorySchema = z.object({
  id: idSchema,
  categoryName: legacyTextSchema,
  color: optionalString,
  isActive: flag,
  /** Not in spec §7: added by this app (other clients ignore it) so a remote-built blog keeps slug URLs. */
  slug: z.string().optional(),
});

const metaEntrySchema = z
  .object({ title: optionalString, description: optionalString, keywords: optionalString })
  .partial();

export const legacyBlogSchema = z.object({
  id: idSchema,
  path: z.string().min(1),
  meta: z
    .object({ th: metaEntrySchema, en: metaEntrySchema, cn: metaEntrySchema, tw: metaEntrySchema, vn: metaEntrySchema })
    .partial()
    .nullish(),
  blogTopic: legacyTextSchema,
  /** HTML per language; sanitized before use. */
  blogDetail: legacyTextSchema.nullish(),
  file_en: optionalString,
  file_th: optionalString,
  file_cn: optionalString,
  file_tw: optionalString, // extra
  file_vn: optionalString, // extra
  file_meta: z
    .object({ th: imageMetaSchema, en: imageMetaSchema, cn: imageMetaSchema, tw: imageMetaSchema, vn: imageMetaSchema })
    .partial()
    .nullish(), // extra
  category: idSchema.nullish(),
  isActive: flag,
  createAt: z.string().min(1),
  type: optionalString, // extra
});

export const legacyPackageSchema = z.object({
  id: idSchema,
  appPackageId: optionalString,
  isActive: flag,
  packageName: z.union([z.string(), legacyTextSchema]),
  isPopular: flag,
  isRecommend: flag,
  displayHomePage: flag,
  credit: number,
  pricePerMessage: number,
  price: number,
  serviceLife: optionalNumber,
  // extras
  serviceLifeUnit: z.enum(['years', 'months']).nullish(),
  totalUrls: optionalNumber,
  freeUrlTracking: flag,
  sortOrder: optionalNumber,
});

export const legacyCustomerSchema = z.object({
  id: idSchema,
  name: z.string(),
  logo: optionalString,
  logoName: optionalString,
  logoWidth: optionalNumber, // extra
  logoHeight: optionalNumber, // extra
});

export const legacyPopupSchema = z.object({
  id: idSchema,
  name: optionalString,
  image_path: optionalString,
  image_name: optionalString,
  url_redirect: optionalString,
  isActive: flag,
  image_width: optionalNumber, // extra
  image_height: optionalNumber, // extra
  image_alt: legacyTextSchema.nullish(), // extra
});

export const legacyPromotionSchema = z.object({
  id: idSchema,
  code: z.string().min(1),
  isActive: flag,
  startDate: z.string().min(1),
  endDate: z.string().min(1),
  // extras
  title: legacyTextSchema.nullish(),
  description: legacyTextSchema.nullish(),
  image_path: optionalString,
  image_name: optionalString,
  image_width: optionalNumber,
  image_height: optionalNumber,
  image_alt: legacyTextSchema.nullish(),
});

/** getPopUp may answer one popup, a list, or nothing. */
export const legacyPopupPayloadSchema = z.union([legacyPopupSchema, z.array(legacyPopupSchema), z.null()]);

export type LegacyConfig = z.input<typeof legacyConfigSchema>;
export type LegacyCategory = z.input<typeof legacyCategorySchema>;
export type LegacyBlog = z.input<typeof legacyBlogSchema>;
export type LegacyPackage = z.input<typeof legacyPackageSchema>;
export type LegacyCustomer = z.input<typeof legacyCustomerSchema>;
export type LegacyPopup = z.input<typeof legacyPopupSchema>;
export type LegacyPromotion = z.input<typeof legacyPromotionSchema>;

export type ParsedConfig = z.output<typeof legacyConfigSchema>;
export type ParsedCategory = z.output<typeof legacyCategorySchema>;
export type ParsedBlog = z.output<typeof legacyBlogSchema>;
export type ParsedPackage = z.output<typeof legacyPackageSchema>;
export type ParsedCustomer = z.output<typeof legacyCustomerSchema>;
export type ParsedPopup = z.output<typeof legacyPopupSchema>;
export type ParsedPromotion = z.output<typeof legacyPromotionSchema>;
