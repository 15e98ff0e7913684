'use client';

// The post card as a client component: a list is sent each card's words and URLs, not its markup
// (./PostCardView.tsx says why).
export { PostCardView } from '@/components/blog/PostCardView';
