import { feedResponse } from '@/lib/feed/response';

/** The blog's RSS feed in this language (one folder per URL prefix: the proxy leaves file paths alone). */
export const dynamic = 'force-static';

export function GET() {
  return feedResponse('zh-CN');
}
