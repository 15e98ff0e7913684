import type { DefaultServerCellComponentProps } from 'payload';
import { describe, expect, it } from 'vitest';

import { TranslationStatusCell } from '@/cms/admin/TranslationStatus';

describe('TranslationStatusCell', () => {
  it('renders nothing in a table Payload draws without a collection (the scheduled-publish list)', () => {
    const props = { payload: {}, i18n: {}, rowData: { id: 1 } } as unknown as DefaultServerCellComponentProps;
    expect(TranslationStatusCell(props)).toBeNull();
  });

  it('renders the status of the row’s document in a collection list', () => {
    const props = {
      payload: {},
      i18n: {},
      collectionConfig: { slug: 'posts' },
      rowData: { id: 1 },
    } as unknown as DefaultServerCellComponentProps;
    expect(TranslationStatusCell(props)).not.toBeNull();
  });
});
