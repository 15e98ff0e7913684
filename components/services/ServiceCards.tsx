import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { SiteLink } from '@/components/navigation/SiteLink';
import styles from '@/components/services/ServiceCards.module.css';
import { serviceIcons, serviceKeys } from '@/components/services/service-keys';
import { pageRoutes } from '@/lib/routes';

/** A card per service page: icon, linked title and one-line summary. */
export async function ServiceCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = await getTranslations('Services');
  const tp = await getTranslations('Pages');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {serviceKeys.map((key) => (
        <li key={key} className={`card ${styles.card}`} data-aos="fade-up">
          <span className="card-icon">
            <Icon name={serviceIcons[key]} size={28} />
          </span>
          <Heading className="card-title">
            <SiteLink href={pageRoutes[key]} className="stretched-link">
              {tp(`${key}.title`)}
            </SiteLink>
          </Heading>
          <p>{t(`${key}.summary`)}</p>
        </li>
      ))}
    </ul>
  );
}
