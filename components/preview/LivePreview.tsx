'use client';
/**
 * Loads the Live Preview listener as its own chunk: the layout renders it only in a staff preview,
 * and a static import would put Payload's live-preview code into every visitor's layout bundle.
 */
import dynamic from 'next/dynamic';

export const LivePreview = dynamic(
  () => import('@/components/preview/LivePreviewListener').then((module) => module.LivePreviewListener),
  { ssr: false },
);
