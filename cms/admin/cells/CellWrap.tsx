'use client';
/**
 * What Payload's default cell does around a value, for our own cells: the first column of a list
 * links to the document, and a cell in a relationship drawer is a button that picks the row.
 */
import { Link, useConfig } from '@payloadcms/ui';
import type { DefaultCellComponentProps } from 'payload';
import { formatAdminURL } from 'payload/shared';
import type { ReactNode } from 'react';

type Props = Pick<
  DefaultCellComponentProps,
  'cellData' | 'className' | 'collectionSlug' | 'link' | 'linkURL' | 'onClick' | 'rowData' | 'viewType'
> & { children: ReactNode };

export function CellWrap({
  cellData,
  className,
  collectionSlug,
  link,
  linkURL,
  onClick,
  rowData,
  viewType,
  children,
}: Props) {
  const {
    config: {
      routes: { admin: adminRoute },
    },
  } = useConfig();
  if (typeof onClick === 'function') {
    return (
      <button type="button" className={className} onClick={() => onClick({ cellData, collectionSlug, rowData })}>
        {children}
      </button>
    );
  }
  if (link && (linkURL || collectionSlug)) {
    const trash = viewType === 'trash' ? '/trash' : '';
    const href =
      linkURL ??
      formatAdminURL({ adminRoute, path: `/collections/${collectionSlug}${trash}/${encodeURIComponent(rowData.id)}` });
    return (
      <Link className={className} href={href} prefetch={false}>
        {children}
      </Link>
    );
  }
  return <span className={className}>{children}</span>;
}
