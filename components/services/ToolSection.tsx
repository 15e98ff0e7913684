import type { ReactNode } from 'react';

import styles from '@/components/services/ToolSection.module.css';

/** A section around one of the sender tools (components/tools), headed by the tool's own heading. */
export function ToolSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} className="section" aria-labelledby={`${id}-title`}>
      <div className={`container ${styles.section}`}>
        <h2 id={`${id}-title`}>{heading}</h2>
        {children}
      </div>
    </section>
  );
}
