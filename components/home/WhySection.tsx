import { FeatureGrid } from '@/components/home/FeatureGrid';
import { iconName } from '@/components/icons/icon-name';
import { Section } from '@/components/page/Section';
import type { HomeContent } from '@/lib/content';

/** "Why pick us": the claims of spec §1 that make the case. */
export function WhySection({ why }: { why: HomeContent['why'] }) {
  const features = why.items.map((item, index) => ({
    key: String(index),
    icon: iconName(item.icon),
    title: item.title,
    text: item.text,
  }));
  return (
    <Section id="why-us" title={why.title} lead={why.lead}>
      <FeatureGrid features={features} />
    </Section>
  );
}
