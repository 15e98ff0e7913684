'use client';

import type { ComponentProps } from 'react';

import { prefetchAllowed } from '@/components/navigation/prefetch-policy';
import { Link } from '@/i18n/navigation';

/** next-intl's Link (locale-aware) that does not prefetch on 2G or data-saver connections. */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} prefetch={prefetchAllowed() ? props.prefetch : false} />;
}
