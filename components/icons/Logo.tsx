/** The SabaiSMS mark: a speech bubble with three dots, and the word mark. */
export function Logo({ title, inverse = false }: { title: string; inverse?: boolean }) {
  const ink = inverse ? '#ffffff' : '#0f1b3d';
  const accent = inverse ? '#9cc0ff' : '#0b5fff';
  return (
    <svg width="148" height="36" viewBox="0 0 148 36" role="img" aria-label={title}>
      <rect x="1" y="3" width="34" height="26" rx="8" fill="#0b5fff" />
      <path d="M9 29 L9 35 L16 29 Z" fill="#0b5fff" />
      <circle cx="11" cy="16" r="2.6" fill="#fff" />
      <circle cx="18" cy="16" r="2.6" fill="#fff" />
      <circle cx="25" cy="16" r="2.6" fill="#fff" />
      <text
        x="42"
        y="24"
        fontFamily="var(--font-latin), system-ui, sans-serif"
        fontSize="19"
        fontWeight="700"
        fill={ink}
      >
        Sabai<tspan fill={accent}>SMS</tspan>
      </text>
    </svg>
  );
}
