'use client';

import type { ComponentProps } from 'react';

import { useIntentPrefetch } from '@/components/navigation/prefetch-policy';
import { Link } from '@/i18n/navigation';

/** next-intl's Link (locale-aware) that prefetches on intent, never on 2G or data-saver connections. */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'onMouseEnter' | 'onTouchStart'>) {
  const intent = useIntentPrefetch(props.prefetch);
  return <Link {...props} {...intent} />;
}
