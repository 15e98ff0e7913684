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
      <text
        x="240"
        y="175"
        fontFamily="system-ui, Arial, sans-serif"
        fontWeight="700"
        fontSize="120"
        textAnchor="middle"
        fill="#0b5fff"
        opacity="0.15"
      >
        404
      </text>
      <rect x="150" y="80" width="180" height="120" rx="22" fill="#0b5fff" />
      <path d="M190 200 L190 236 L232 200 Z" fill="#0b5fff" />
      <circle cx="200" cy="140" r="11" fill="#fff" />
      <circle cx="240" cy="140" r="11" fill="#fff" />
      <circle cx="280" cy="140" r="11" fill="#fff" />
      <path
        d="M352 96 q26 -30 52 0 q-10 20 -26 22 l0 14"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <circle cx="378" cy="156" r="7" fill="#f59e0b" />
      <path
        d="M60 250 q90 -30 180 0 t180 0"
        fill="none"
        stroke="#c7d6ff"
        strokeWidth="6"
        strokeDasharray="4 14"
        strokeLinecap="round"
      />
    </svg>
  );
}
