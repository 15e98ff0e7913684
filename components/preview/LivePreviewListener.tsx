'use client';
/**
 * In the admin's Live Preview (an iframe of the public page), re-renders the page on every save or
 * autosave so staff see their draft as they type. Rendered only in a staff preview, so visitors'
 * pages never load this code.
 */
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';

import { useRouter } from 'next/navigation';

export function LivePreviewListener() {
  const router = useRouter();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />;
}
