/**
 * Collections whose documents show on the site only between two dates declare it once, in the
 * collection's `custom.timeWindow` (Payload's place for project settings): the state column, the
 * document's sidebar and the dashboard's timeline read it from there.
 */
import type { CollectionConfig, SanitizedCollectionConfig } from 'payload';

import type { TimeWindow } from '@/cms/admin/state/publication-state';

export function timeWindow(window: TimeWindow): Pick<CollectionConfig, 'custom'> {
  return { custom: { timeWindow: window } };
}

export function timeWindowOf(config: Pick<SanitizedCollectionConfig, 'custom'> | undefined): TimeWindow | undefined {
  const window = (config?.custom as { timeWindow?: TimeWindow } | undefined)?.timeWindow;
  return window?.start && window.end ? window : undefined;
}
