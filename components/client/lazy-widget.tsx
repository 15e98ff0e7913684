import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component fetched as a chunk of its own the first time it renders, and shown (nothing meanwhile)
 * once it has arrived. For widgets that render only in the browser (after an effect, once the page
 * has settled, or after mount): React's own `lazy` rather than `next/dynamic`, whose server-rendering
 * options have nothing to do there and whose own client modules were evaluated on every page inside
 * the task that reads its payload (Thai home at 1x: that reading 12.2 → 7.2 ms without them).
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWidget(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
