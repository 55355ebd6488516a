import { useLingui } from '@lingui/react/macro';

/** The server's refusal of the player's last action (R-API-7), with a way to dismiss it. */
export function ErrorMessage({ error, onDismiss }: { error: string | null; onDismiss: () => void }) {
  const { t } = useLingui();
  if (!error) return null;
  return (
    <div className="error-message competitive-error" role="alert">
      <span>{error}</span>
      <button type="button" className="icon-button" aria-label={t`Dismiss`} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
