'use client';

import { PopupList, useConfig, useTranslation } from '@payloadcms/ui';
import { useSearchParams } from 'next/navigation';

import { l } from '@/cms/collections/shared/labels';

const text = l('Export this list as CSV', 'ส่งออกรายการนี้เป็น CSV');

/**
 * "Export this list as CSV" in the leads list's menu: downloads what the list shows (its filters, search and
 * sort) from the export endpoint (./export-endpoint.ts). An API route, not a page: a plain link to it, which
 * the browser downloads (the answer is an attachment).
 */
export function ExportCsvMenuItem() {
  const params = useSearchParams();
  const { config } = useConfig();
  const { i18n } = useTranslation();
  const query = new URLSearchParams(params.toString());
  query.delete('page');
  query.delete('limit');
  const href = `${config.serverURL ?? ''}${config.routes.api}/contact-submissions/export?${query.toString()}`;
  return (
    <PopupList.Button
      onClick={() => {
        const link = Object.assign(document.createElement('a'), { href, download: '' });
        link.click();
      }}
    >
      {text[i18n.language === 'th' ? 'th' : 'en']}
    </PopupList.Button>
  );
}
