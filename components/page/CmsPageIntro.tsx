import type { ReactNode } from 'react';

import { PageIntro } from '@/components/page/PageIntro';
import type { LegalPage, SitePage } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

type Page = Pick<SitePage | LegalPage, 'key' | 'title' | 'heading' | 'lead'>;

/** The intro of a page edited in the CMS: its name in the breadcrumbs (after its parents), heading, lead. */
export function CmsPageIntro({ page, parents = [], children }: { page: Page; parents?: Page[]; children?: ReactNode }) {
  const trail = [...parents, page].map((crumb) => ({ name: crumb.title, path: pageRoutes[crumb.key] }));
  return (
    <PageIntro trail={trail} heading={page.heading} lead={page.lead}>
      {children}
    </PageIntro>
  );
}
