import { fileSprite } from '@/components/icons/sprite';

// Built once; pages refer to it with a content-versioned URL (spriteUrl), so it can be kept a year.
export const dynamic = 'force-static';

export function GET() {
  return new Response(fileSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
