/**
 * An addition to `payload generate:types` (the config's `typescript.postProcess`): an interface
 * `LocalizedFields` naming, for every collection and global, the dotted paths of its localized
 * fields. Payload's generated document types describe a single-locale read; a read with
 * `locale: 'all'` returns those paths as one value per locale instead. lib/content/cms/all-locales.ts
 * maps a generated type to that shape with this list, so both stay derived from the config (and the
 * stale-types check of the test command covers them).
 */
import type { Field, SanitizedConfig } from 'payload';

/** Paths of the localized fields among `fields` (a localized container counts as one path). */
export function localizedPaths(fields: readonly Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) => {
        if (!('name' in tab) || !tab.name) return localizedPaths(tab.fields, prefix);
        return tab.localized ? [prefix + tab.name] : localizedPaths(tab.fields, `${prefix}${tab.name}.`);
      });
    }
    // Rows, collapsibles and unnamed groups add no level to the document.
    if (!('name' in field) || !field.name) return 'fields' in field ? localizedPaths(field.fields, prefix) : [];
    const path = prefix + field.name;
    if ('localized' in field && field.localized) return [path];
    if (field.type === 'array' || field.type === 'group') return localizedPaths(field.fields, `${path}.`);
    if (field.type === 'blocks') {
      return field.blocks.flatMap((block) => localizedPaths(block.fields, `${path}.`));
    }
    return [];
  });
}

function union(paths: string[]): string {
  const unique = [...new Set(paths)].sort();
  return unique.length ? unique.map((path) => `'${path}'`).join(' | ') : 'never';
}

/** The TypeScript interface appended to cms/payload-types.ts. */
export function localizedFieldsInterface(config: Pick<SanitizedConfig, 'collections' | 'globals'>): string {
  const entries = [...config.collections, ...config.globals].map(
    ({ slug, fields }) => `  '${slug}': ${union(localizedPaths(fields))};`,
  );
  return [
    '/**',
    ' * Dotted paths of the localized fields of each collection and global: a read with',
    " * `locale: 'all'` returns each of them as one value per locale (cms/types/localized-fields.ts).",
    ' */',
    'export interface LocalizedFields {',
    ...entries,
    '}',
  ].join('\n');
}

/** `typescript.postProcess` of the Payload config. */
export function appendLocalizedFields({
  compiledTypes,
  config,
}: {
  compiledTypes: string;
  config: SanitizedConfig;
}): string {
  return `${compiledTypes.trimEnd()}\n\n${localizedFieldsInterface(config)}\n`;
}
