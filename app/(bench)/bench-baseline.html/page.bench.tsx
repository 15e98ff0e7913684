import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Baseline',
  description: 'A page with no client code: the framework floor that scripts/bench.mjs compares pages with.',
  robots: { index: false, follow: false },
};

/**
 * The bare page of `npm run bench`: the same build's runtime with nothing of the site, so the
 * JavaScript and Lighthouse scores of real pages can be read as "site cost above the floor".
 * (Path with a dot: the proxy passes it through untouched, like a file.)
 */
export default function BenchBaseline() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>Framework floor for performance measurements.</p>
    </main>
  );
}
