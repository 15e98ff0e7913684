/**
 * Reads with `locale: 'all'`, typed from the generated types: Payload's `Post`, `Category`, …
 * (cms/payload-types.ts) describe a read in one locale; with `locale: 'all'` every localized field
 * (listed per slug in the generated `LocalizedFields`) is an object of values per locale instead,
 * and a populated relation is itself such a document. Nothing here is written by hand: rename or
 * localize a field in the config, regenerate the types, and the mappers that use it stop compiling
 * until they follow.
 */
import type { CollectionSlug, DataFromCollectionSlug } from 'payload';

import type { Config, LocalizedFields } from '@/cms/payload-types';
import type { Localized } from '@/lib/content/localize';

type Collections = Config['collections'];
type Globals = Config['globals'];
/** Every document type by slug: collections, and globals under their own slug. */
type Documents = Collections & Globals;
type DocumentSlug = keyof LocalizedFields & keyof Documents;

/** The slug whose generated document type is exactly `V`, or never. */
type SlugOf<V> = {
  [S in DocumentSlug]: [V] extends [Documents[S]] ? ([Documents[S]] extends [V] ? S : never) : never;
}[DocumentSlug];

type Head<P extends string> = P extends `${infer H}.${string}` ? H : P;
type Below<P extends string, K extends string> = P extends `${K}.${infer R}` ? R : never;

/** A value inside a document, given the localized paths below it. */
type Value<V, P extends string> = V extends readonly (infer Item)[]
  ? Value<Item, P>[]
  : V extends object
    ? [SlugOf<V>] extends [never]
      ? [P] extends [never]
        ? V
        : Shape<V, P>
      : AllLocales<SlugOf<V>>
    : V;

type Shape<T, P extends string> = {
  [K in keyof T]: K extends P
    ? Localized<Value<T[K], never>>
    : K extends Head<P>
      ? Value<T[K], Below<P, K & string>>
      : Value<T[K], never>;
};

/** A document of `slug` as read with `locale: 'all'`. */
export type AllLocales<S extends DocumentSlug> = Shape<Documents[S], LocalizedFields[S]>;

/**
 * A document that a read made with `locale: 'all'` returned, given the type it really has: Payload
 * types every read as single-locale. Call it only on such reads (./source.ts, ./published.ts); the
 * document is passed through unchanged, only its type is stated (by the overloads).
 */
export function allLocales<S extends CollectionSlug & DocumentSlug>(
  slug: S,
  doc: DataFromCollectionSlug<S>,
): AllLocales<S>;
export function allLocales(slug: 'config', doc: Globals['config']): AllLocales<'config'>;
export function allLocales(_slug: DocumentSlug, doc: unknown): unknown {
  return doc;
}
