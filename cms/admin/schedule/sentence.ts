/** "Goes live on 1 ธ.ค. 2569 09:00, Bangkok time, in every language": what a scheduled change will do. */
import { formatDateTime } from '@/cms/admin/dates/format';
import type { ScheduleType } from '@/cms/admin/schedule/default-type';
import { adminText, type AdminI18n } from '@/cms/admin/translations';

export function scheduleSentence(i18n: AdminI18n, type: ScheduleType, at: string): string {
  const when = formatDateTime(at, i18n.language);
  return adminText(i18n, type === 'publish' ? 'scheduleGoesLive' : 'scheduleComesDown', { when });
}
