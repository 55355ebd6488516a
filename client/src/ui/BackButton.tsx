interface BackButtonProps {
  label: string;
  onClick: () => void;
}

export function BackButton({ label, onClick }: BackButtonProps) {
  return (
    <button type="button" className="btn btn-ghost back-button" onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M15 18l-6-6 6-6" />
      </svg>
      {/* In a game on a phone the arrow alone shows; the label stays the button's name (game-screen.css). */}
      <span className="back-button-label">{label}</span>
    </button>
  );
}
