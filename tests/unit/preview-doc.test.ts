import { describe, expect, it } from 'vitest';

import { parsePreviewDoc, previewDocRef } from '@/cms/publishing/preview-doc';
import { previewUrl } from '@/cms/publishing/preview-url';

/** The preview link names the document previewed, so the preview bar can follow its state. */
describe('preview document', () => {
  it('is named by slug and id, or by slug alone for a global', () => {
    expect(previewDocRef('packages', { id: 12 })).toBe('packages:12');
    expect(previewDocRef('config', {})).toBe('config');
    expect(previewUrl('packages', { id: 12 }, 'en')).toBe('/api/preview?path=%2Fen%2Fpackages&doc=packages%3A12');
  });

  it('accepts only what it could have written', () => {
    expect(parsePreviewDoc('packages:12')).toEqual({ slug: 'packages', id: '12' });
    expect(parsePreviewDoc('config')).toEqual({ slug: 'config' });
    for (const bad of ['', 'Packages:1', 'packages:', 'packages:1:2', '../x', 'packages:<script>', null]) {
      expect(parsePreviewDoc(bad)).toBeNull();
    }
  });
});
