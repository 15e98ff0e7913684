import { getTranslations } from 'next-intl/server';

import { NavLink } from '@/components/layout/NavLink';
import { navItems } from '@/components/layout/nav-items';
import styles from '@/components/layout/DrawerNav.module.css';

/** The mobile drawer's menu: every entry, groups shown open with a small heading. */
export async function DrawerNav({ label }: { label: string }) {
  const t = await getTranslations('Nav');
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {navItems.map((item) =>
          'children' in item ? (
            <li key={item.label}>
              <span className={styles.group} id={`drawer-${item.label}`}>
                {t(item.label)}
              </span>
              <ul aria-labelledby={`drawer-${item.label}`}>
                {item.children.map((child) => (
                  <li key={child.label}>
                    <NavLink href={child.href}>{t(child.label)}</NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.label}>
              <NavLink href={item.href}>{t(item.label)}</NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
