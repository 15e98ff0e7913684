import styles from '@/components/home/CustomersSection.module.css';
import { Picture } from '@/components/media/Picture';
import { Section } from '@/components/page/Section';
import type { Customer } from '@/lib/content';

/** Customer logos (their names where a logo is missing). */
export function CustomersSection({ customers, title }: { customers: Customer[]; title: string }) {
  return (
    <Section id="customers" title={title}>
      <ul className={styles.grid}>
        {customers.map((customer) => (
          <li key={customer.id} data-aos="fade-up">
            {customer.logo ? (
              <Picture
                src={customer.logo.url}
                alt={customer.logo.alt || customer.name}
                width={customer.logo.width}
                height={customer.logo.height}
                sizes="160px"
              />
            ) : (
              <span className={styles.name}>{customer.name}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
