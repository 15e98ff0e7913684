import type { ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'soft' | 'brand';
  /** Extra content of the heading row, e.g. a "see all" link. */
  action?: ReactNode;
  children?: ReactNode;
};

/** A page section with its h2; the section is labelled by that heading. */
export function Section({ id, title, lead, tone = 'plain', action, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`section section-${tone}`}>
      <div className="container">
        <div className="section-head">
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            {lead ? <p className="section-lead">{lead}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
