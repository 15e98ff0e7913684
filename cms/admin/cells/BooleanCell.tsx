'use client';
/** A yes/no field in a list: a mark and "ใช่"/"ไม่ใช่" ("Yes"/"No"), never "จริง" or "true". */
import { useTranslation } from '@payloadcms/ui';
import type { DefaultCellComponentProps } from 'payload';

import { CellWrap } from '@/cms/admin/cells/CellWrap';

import styles from './BooleanCell.module.css';

export function BooleanCell(props: DefaultCellComponentProps) {
  const { t } = useTranslation();
  const yes = props.cellData === true;
  return (
    <CellWrap {...props}>
      <span className={yes ? styles.yes : styles.no}>
        <span aria-hidden="true">{yes ? '✓' : '–'}</span> {t(yes ? 'general:yes' : 'general:no')}
      </span>
    </CellWrap>
  );
}
