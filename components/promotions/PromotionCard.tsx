import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { Picture } from '@/components/media/Picture';
import { CopyCodeButton } from '@/components/promotions/CopyCodeButton';
import styles from '@/components/promotions/PromotionCard.module.css';
import type { Locale } from '@/i18n/locales';
import type { Promotion } from '@/lib/content';
import { formatDate } from '@/lib/format/number';

/** One running promotion: image, title, description, validity, its code and the copy button. */
export async function PromotionCard({ promotion, locale }: { promotion: Promotion; locale: Locale }) {
  const t = await getTranslations('PromotionsPage');
  return (
    <article className={`card ${styles.card}`} data-promotion-code={promotion.code}>
      {promotion.image ? (
        <Picture
          className={styles.image}
          src={promotion.image.url}
          alt={promotion.image.alt}
          width={promotion.image.width}
          height={promotion.image.height}
          sizes="(max-width: 640px) 92vw, 520px"
        />
      ) : null}
      <div className={styles.body}>
        <h2 className="card-title">{promotion.title}</h2>
        {promotion.description ? <p>{promotion.description}</p> : null}
        <p className="muted">
          {t('validFrom', {
            start: formatDate(locale, promotion.startDate),
            end: formatDate(locale, promotion.endDate),
          })}
        </p>
        <div className={styles.codeRow}>
          <p className={styles.code}>
            <span className="muted">{t('code')}</span> <code>{promotion.code}</code>
          </p>
          <CopyCodeButton
            code={promotion.code}
            label={t('copy')}
            ariaLabel={t('copyLabel', { code: promotion.code })}
            copied={t('copied', { code: promotion.code })}
            failed={t('copyFailed')}
            icon={<Icon name="copy" size={20} />}
          />
        </div>
      </div>
    </article>
  );
}
