'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type ErrorTexts = { heading: string; message: string; statusLabel: string; retry: string; backHome: string };

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * Hands the error screen (app/(site)/[locale]/error.tsx, a client component) its texts, already
 * translated on the server: no message formatter has to ship to the browser for it.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts needs an ErrorTextsProvider above it (the locale layout)');
  return texts;
}
