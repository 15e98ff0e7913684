'use client';
/** A date in a list: Bangkok time, Thai in the Buddhist era (cms/admin/dates/format.ts). */
import { useTranslation } from '@payloadcms/ui';
import type { DefaultCellComponentProps } from 'payload';

import { CellWrap } from '@/cms/admin/cells/CellWrap';
import { formatDateTime } from '@/cms/admin/dates/format';

export function DateCell(props: DefaultCellComponentProps) {
  const { i18n } = useTranslation();
  const text = formatDateTime(props.cellData, i18n.language);
  return (
    <CellWrap {...props}>
      {text ? <time dateTime={new Date(String(props.cellData)).toISOString()}>{text}</time> : '—'}
    </CellWrap>
  );
}
