import { LANDING_SCRIPT } from '@/lib/contact/landing-script';

/** Records the landing page of a visit in the browser (lib/contact/landing-script.ts): a constant script. */
export function VisitLanding() {
  return <script dangerouslySetInnerHTML={{ __html: LANDING_SCRIPT }} />;
}
