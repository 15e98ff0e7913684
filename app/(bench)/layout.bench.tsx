import type { ReactNode } from 'react';

/** Root layout of the benchmark baseline: no fonts, no CSS, no client components. */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
