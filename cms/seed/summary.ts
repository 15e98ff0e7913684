import type { AdminResult } from './admin';

export type SeedSummary = {
  created: Record<string, number>;
  existing: Record<string, number>;
  restoredFiles: number;
  config: 'created' | 'exists';
  admin: AdminResult;
};

export function emptySummary(): SeedSummary {
  return { created: {}, existing: {}, restoredFiles: 0, config: 'exists', admin: 'not-configured' };
}

export function formatSummary(summary: SeedSummary): string {
  const slugs = [...new Set([...Object.keys(summary.created), ...Object.keys(summary.existing)])].sort();
  const lines = slugs.map(
    (slug) =>
      `  ${slug.padEnd(20)} created ${String(summary.created[slug] ?? 0).padStart(3)}   existing ${String(summary.existing[slug] ?? 0).padStart(3)}`,
  );
  const total = Object.values(summary.created).reduce((a, b) => a + b, 0);
  return [
    `Seed: ${total} document(s) created${total === 0 ? ' (nothing to do)' : ''}.`,
    ...lines,
    `  config global        ${summary.config}`,
    `  media files restored ${summary.restoredFiles}`,
    `  first admin          ${summary.admin}`,
  ].join('\n');
}
