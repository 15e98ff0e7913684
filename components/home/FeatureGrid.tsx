import { Icon, type IconName } from '@/components/icons/Icon';

export type Feature = { key: string; title: string; text: string; icon?: IconName };

/** Cards of title + text, optionally with an icon; animated in on scroll. */
export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`card-grid cols-${columns}`}>
      {features.map((feature) => (
        <li key={feature.key} className="card" data-aos="fade-up">
          {feature.icon ? (
            <span className="card-icon">
              <Icon name={feature.icon} size={28} />
            </span>
          ) : null}
          <h3 className="card-title">{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
