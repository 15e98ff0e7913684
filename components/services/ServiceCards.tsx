import { Icon } from '@/components/icons/Icon';
import { SiteLink } from '@/components/navigation/SiteLink';
import styles from '@/components/services/ServiceCards.module.css';
import { serviceIcons } from '@/components/services/service-keys';
import type { ServiceCard } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

/** A card per service page: icon, linked name and one-line summary (both from the page in the CMS). */
export function ServiceCards({ cards, headingLevel = 3 }: { cards: ServiceCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.key} className={`card ${styles.card}`} data-aos="fade-up">
          <span className="card-icon">
            <Icon name={serviceIcons[card.key]} size={28} />
          </span>
          <Heading className="card-title">
            <SiteLink href={pageRoutes[card.key]} className="stretched-link">
              {card.title}
            </SiteLink>
          </Heading>
          <p>{card.summary}</p>
        </li>
      ))}
    </ul>
  );
}
