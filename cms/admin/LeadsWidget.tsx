/**
 * The dashboard's leads widget: leads per channel and per campaign over the last 7 and 30 days, each count a
 * link to the leads list filtered the same way. Shown to staff who may read leads (admin, support).
 */
import type { ServerProps } from 'payload';

import { filteredListHref, leadCounts, WINDOWS, type LeadCountRow } from '@/cms/admin/leads-widget-data';
import { l } from '@/cms/collections/shared/labels';

import styles from './LeadsWidget.module.css';

const texts = {
  title: l('Leads by channel and campaign', 'ลีดตามช่องทางและแคมเปญ'),
  channel: l('Channel', 'ช่องทาง'),
  campaign: l('Campaign', 'แคมเปญ'),
  days: { 7: l('Last 7 days', '7 วันล่าสุด'), 30: l('Last 30 days', '30 วันล่าสุด') },
  none: l('(none recorded)', '(ไม่ได้บันทึก)'),
  empty: l('No leads in the last 30 days.', 'ยังไม่มีลีดใน 30 วันล่าสุด'),
};

export async function LeadsWidget({ payload, i18n, user }: Pick<ServerProps, 'payload' | 'i18n' | 'user'>) {
  const counts = await leadCounts({ payload, user });
  if (!counts) return null;
  const lang = i18n.language === 'th' ? 'th' : 'en';
  const admin = payload.config.routes.admin;
  const table = (field: 'channel' | 'utmCampaign', heading: string, rows: LeadCountRow[]) => (
    <table className={styles.table} data-testid={`leads-by-${field}`}>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          {WINDOWS.map((days) => (
            <th scope="col" key={days}>
              {texts.days[days][lang]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.key || texts.none[lang]}</th>
            {WINDOWS.map((days) => (
              <td key={days}>
                <a href={filteredListHref(admin, field, row.key, counts.since[days])}>{row.counts[days]}</a>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section className={styles.widget} aria-labelledby="leads-widget-title" data-testid="dashboard-leads">
      <h3 id="leads-widget-title">{texts.title[lang]}</h3>
      {counts.channels.length === 0 ? (
        <p>{texts.empty[lang]}</p>
      ) : (
        <div className={styles.tables}>
          {table('channel', texts.channel[lang], counts.channels)}
          {table('utmCampaign', texts.campaign[lang], counts.campaigns)}
        </div>
      )}
    </section>
  );
}
