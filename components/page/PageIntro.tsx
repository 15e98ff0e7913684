import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import type { PageKey } from '@/lib/routes';

/** The heading band every page opens with: its one h1 and an optional lead paragraph. */
export async function PageIntro({ page, children }: { page: PageKey; children?: ReactNode }) {
  const t = await getTranslations(`Pages.${page}`);
  return (
    <section className="page-intro">
      <div className="container">
        <h1>{t('heading')}</h1>
        {children}
      </div>
    </section>
  );
}
