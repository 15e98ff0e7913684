import { Section } from '@/components/page/Section';
import type { HomeContent } from '@/lib/content';

/** The 3-step sending guide. */
export function StepsSection({ steps }: { steps: HomeContent['steps'] }) {
  return (
    <Section id="steps" tone="soft" title={steps.title}>
      <ol className="steps">
        {steps.items.map((step, index) => (
          <li key={index} className="step" data-aos="fade-up">
            <h3 className="card-title">{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
