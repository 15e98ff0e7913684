import { getTranslations } from 'next-intl/server';

import { FeatureGrid } from '@/components/home/FeatureGrid';
import type { IconName } from '@/components/icons/Icon';
import { Section } from '@/components/page/Section';

const reasons: [string, IconName][] = [
  ['refund', 'refund'],
  ['support', 'clock'],
  ['networks', 'network'],
  ['licence', 'shield'],
  ['uptime', 'server'],
  ['speed', 'bolt'],
];

/** "Why pick us": the claims of spec §1 that make the case. */
export async function WhySection() {
  const t = await getTranslations('Home.why');
  const features = reasons.map(([key, icon]) => ({
    key,
    icon,
    title: t(`items.${key}.title`),
    text: t(`items.${key}.text`),
  }));
  return (
    <Section id="why-us" title={t('title')} lead={t('lead')}>
      <FeatureGrid features={features} />
    </Section>
  );
}
