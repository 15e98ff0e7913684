/**
 * The dashboard panel (admin.components.beforeDashboard): a link to the live site, what is
 * scheduled to go live or come down, and the latest contact submissions with their delivery state.
 */
import type { ServerProps } from 'payload';

import { BANGKOK } from '@/cms/admin/config';
import { recentSubmissions, scheduledItems } from '@/cms/admin/dashboard-data';
import { LeadsWidget } from '@/cms/admin/LeadsWidget';
import { adminText, type AdminTextKey } from '@/cms/admin/translations';

import styles from './Dashboard.module.css';

const statusKeys: Record<string, AdminTextKey> = {
  pending: 'statusPending',
  sending: 'statusSending',
  sent: 'statusSent',
  failed: 'statusFailed',
  held: 'statusHeld',
};

export async function Dashboard({ payload, i18n, user }: ServerProps) {
  const [scheduled, submissions] = await Promise.all([
    scheduledItems(payload),
    recentSubmissions({ payload, user: (user ?? null) as never }),
  ]);
  const t = (key: AdminTextKey) => adminText(i18n, key);
  const when = new Intl.DateTimeFormat(i18n.language === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: BANGKOK,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const date = (iso: string) => (iso ? when.format(new Date(iso)) : '');

  return (
    <section className={styles.panel} aria-labelledby="dashboard-title">
      <header className={styles.header}>
        <h2 id="dashboard-title">{t('dashboardTitle')}</h2>
        <a className={styles.live} href="/" target="_blank" rel="noopener">
          {t('liveSite')}
        </a>
      </header>
      <div className={styles.columns}>
        <div data-testid="dashboard-scheduled">
          <h3>{t('scheduled')}</h3>
          {scheduled.length === 0 ? (
            <p>{t('noneScheduled')}</p>
          ) : (
            <ul className={styles.list}>
              {scheduled.map((item) => (
                <li key={item.id}>
                  <time dateTime={item.at}>{date(item.at)}</time>{' '}
                  <strong>{t(item.type === 'publish' ? 'schedulePublish' : 'scheduleUnpublish')}</strong>{' '}
                  <a href={item.href}>{item.title}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
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
