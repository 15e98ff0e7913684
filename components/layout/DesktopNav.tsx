import { getTranslations } from 'next-intl/server';

import { MenuCloser } from '@/components/layout/MenuCloser';
import { NavLink } from '@/components/layout/NavLink';
import { navItems } from '@/components/layout/nav-items';
import styles from '@/components/layout/DesktopNav.module.css';

/** The desktop menu; entries with children open as disclosure panels (<details>). */
export async function DesktopNav({ label }: { label: string }) {
  const t = await getTranslations('Nav');
  return (
    <nav aria-label={label} className={`${styles.nav} desktop-only`} id="desktop-nav">
      <ul>
        {navItems.map((item) =>
          'children' in item ? (
            <li key={item.label} className={styles.hasMenu}>
              <details>
                <summary>{t(item.label)}</summary>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <NavLink href={child.href}>{t(child.label)}</NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.label}>
              <NavLink href={item.href}>{t(item.label)}</NavLink>
            </li>
          ),
        )}
      </ul>
      <MenuCloser containerId="desktop-nav" />
    </nav>
  );
}
