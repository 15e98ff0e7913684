'use client';

import type { ReactNode } from 'react';

import { showToast } from '@/components/feedback/toast';

type Props = { code: string; label: string; ariaLabel: string; copied: string; failed: string; icon: ReactNode };

/** Copies a promotion code; a toast says whether it worked (spec §8: "cannot copy, try another browser"). */
export function CopyCodeButton({ code, label, ariaLabel, copied, failed, icon }: Props) {
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(code);
      showToast(copied, 'success');
    } catch (error) {
      console.warn('Copying the promotion code failed', error);
      showToast(failed, 'error');
    }
  };
  return (
    <button type="button" className="button" aria-label={ariaLabel} onClick={copy}>
      {icon}
      {label}
    </button>
  );
}
