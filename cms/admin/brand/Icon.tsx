/** The logo's mark alone (the speech bubble), where Payload shows its icon: the navigation's home link. */
import { spriteUrl } from '@/components/icons/sprite';

export function Icon() {
  return (
    <svg width="28" height="28" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#logo`} width="148" height="36" />
    </svg>
  );
}
