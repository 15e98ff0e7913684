import { iconPaths, type IconName } from '@/components/icons/icon-paths';

/** An icon chosen in the CMS, or the check mark when the name is not one of the site's icons. */
export function iconName(value: string): IconName {
  return value in iconPaths ? (value as IconName) : 'check';
}
