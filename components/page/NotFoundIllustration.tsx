import styles from './NotFoundIllustration.module.css';

/**
 * The 404 illustration, drawn inline. As an <img> it was preloaded on every page: the not-found
 * boundary is rendered with each page, and React hints a preload for every non-lazy <img> it
 * renders on the server. Inline, it costs no request, and the not-found screen's largest
 * paint is its heading, painted with the first frame.
 */
export function NotFoundIllustration({ label }: { label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={styles.illustration} width="480" height="300" viewBox="0 0 480 300" {...a11y}>
      <rect width="480" height="300" rx="24" fill="#eef3ff" />
      {/* "4, chat bubble, 4": the digits in full strength, clear of the floating contact buttons. */}
      <g fontFamily="system-ui, Arial, sans-serif" fontWeight="800" fontSize="150" textAnchor="middle" fill="#0846c2">
        <text x="105" y="200">
          4
        </text>
        <text x="375" y="200">
          4
        </text>
      </g>
      <rect x="172" y="88" width="136" height="104" rx="26" fill="#0b5fff" />
      <path d="M200 190 L200 226 L236 190 Z" fill="#0b5fff" />
      <circle cx="210" cy="140" r="10" fill="#fff" />
      <circle cx="240" cy="140" r="10" fill="#fff" />
      <circle cx="270" cy="140" r="10" fill="#fff" />
      <path
        d="M396 40 q20 -24 40 0 q-8 16 -20 18 l0 11"
        fill="none"
        stroke="#b45309"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <circle cx="416" cy="86" r="6" fill="#b45309" />
      <path
        d="M60 262 q90 -24 180 0 t180 0"
        fill="none"
        stroke="#9db8f5"
        strokeWidth="6"
        strokeDasharray="4 14"
        strokeLinecap="round"
      />
    </svg>
  );
}
