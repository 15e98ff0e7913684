import styles from '@/components/home/CustomersSection.module.css';
import { Picture } from '@/components/media/Picture';
import { Section } from '@/components/page/Section';
import type { Customer, ImageRef } from '@/lib/content';

/** The tallest a logo is shown (`.grid img` in CustomersSection.module.css). */
const LOGO_HEIGHT = 64;

/**
 * A logo's size as shown: at most LOGO_HEIGHT tall, never enlarged, in its own proportions. Given as the
 * image's size (without `sizes`), next/image offers two candidates, 1x and 2x, where `sizes` would list all
 * twelve widths Next knows, about 1 KB per logo, written twice (in the HTML and in the page's payload).
 */
export function logoSize({ width, height }: Pick<ImageRef, 'width' | 'height'>) {
  const shown = Math.min(LOGO_HEIGHT, height);
  return { width: Math.max(1, Math.round((width * shown) / height)), height: shown };
}

/** Customer logos (their names where a logo is missing). */
export function CustomersSection({ customers, title }: { customers: Customer[]; title: string }) {
  return (
    <Section id="customers" title={title}>
      <ul className={styles.grid}>
        {customers.map((customer) => (
          <li key={customer.id} data-aos="fade-up">
            {customer.logo ? (
              <Picture src={customer.logo.url} alt={customer.logo.alt || customer.name} {...logoSize(customer.logo)} />
            ) : (
              <span className={styles.name}>{customer.name}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
