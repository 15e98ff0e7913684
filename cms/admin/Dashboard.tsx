/**
 * The dashboard panel (admin.components.beforeDashboard): a link to the live site, the timeline of
 * what goes live or ends in the next 30 days, the latest contact submissions with their delivery
 * state, and the leads per channel and campaign. Each part is its own component, mounted here with
 * one line.
 */
import type { ServerProps } from 'payload';

import { recentSubmissions } from '@/cms/admin/dashboard-data';
import { formatDateTime } from '@/cms/admin/dates/format';
import { LeadsWidget } from '@/cms/admin/LeadsWidget';
import { Timeline } from '@/cms/admin/timeline/Timeline';
import { adminText, type AdminTextKey } from '@/cms/admin/translations';

import styles from './Dashboard.module.css';

const statusKeys: Record<string, AdminTextKey> = {
  pending: 'statusPending',
  sending: 'statusSending',
  sent: 'statusSent',
  failed: 'statusFailed',
  held: 'statusHeld',
};

export async function Dashboard(props: ServerProps) {
  const { payload, i18n, user } = props;
  const submissions = await recentSubmissions({ payload, user });
  const t = (key: AdminTextKey) => adminText(i18n, key);
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <section className={styles.panel} aria-labelledby="dashboard-title">
      <header className={styles.header}>
        <h2 id="dashboard-title">{t('dashboardTitle')}</h2>
        <a className={styles.live} href="/" target="_blank" rel="noopener">
          {t('liveSite')}
        </a>
      </header>
      <Timeline {...props} />
      <div className={styles.columns}>
        {submissions && (
          <div data-testid="dashboard-submissions">
            <h3>{t('recentSubmissions')}</h3>
            {submissions.length === 0 ? (
              <p>{t('noSubmissions')}</p>
            ) : (
              <ul className={styles.list}>
                {submissions.map((row) => (
                  <li key={row.id}>
                    <time dateTime={row.createdAt}>{date(row.createdAt)}</time> <a href={row.href}>{row.name}</a>{' '}
                    <span className={styles[row.status]}>
                      {statusKeys[row.status] ? t(statusKeys[row.status]!) : row.status}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <a href={`${payload.config.routes.admin}/collections/contact-submissions`}>{t('allSubmissions')}</a>
          </div>
        )}
      </div>
      <LeadsWidget payload={payload} i18n={i18n} user={user} />
    </section>
  );
}
