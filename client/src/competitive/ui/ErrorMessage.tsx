/** The server's refusal of the player's last action (R-API-7), with a way to dismiss it. */
export function ErrorMessage({ error, onDismiss }: { error: string | null; onDismiss: () => void }) {
  if (!error) return null;
  return (
    <div className="error-message competitive-error" role="alert">
      <span>{error}</span>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
