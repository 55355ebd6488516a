/** The brand name, the same in every language: its two halves, the second in the accent colour. */
// eslint-disable-next-line lingui/no-unlocalized-strings
const BRAND = ['Match', 'Drop'] as const;

/** The MatchDrop logo: an upper and a lower drop zone with an item falling between them. */
export function Wordmark() {
  return (
    <span className="wordmark">
      <svg className="wordmark-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--accent)" />
        <rect x="7" y="7" width="18" height="5" rx="2.5" fill="var(--on-accent)" />
        <rect x="7" y="20" width="18" height="5" rx="2.5" fill="var(--on-accent)" opacity="0.55" />
        <circle cx="16" cy="16" r="2.2" fill="var(--on-accent)" />
      </svg>
      <span className="wordmark-text">
        {BRAND[0]}
        <span className="wordmark-accent">{BRAND[1]}</span>
      </span>
    </span>
  );
}
