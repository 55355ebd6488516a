import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { getFeedback } from '../feedback/index';

/**
 * Sound and vibration switches (R-FEEDBACK-1: off until enabled; remembered by feedback/). The vibration
 * switch only shows where the browser can vibrate.
 */
export function FeedbackToggles() {
  const { t } = useLingui();
  const feedback = getFeedback();
  const state = useSyncExternalStore(feedback.subscribe, feedback.getState);
  return (
    <div className="feedback-toggles" role="group" aria-label={t`Feedback`}>
      <button
        type="button"
        className="icon-button"
        aria-pressed={state.sound}
        aria-label={t`Sound`}
        title={state.sound ? t`Turn sound off` : t`Turn sound on`}
        onClick={() => void feedback.setSoundEnabled(!state.sound)}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
          {state.sound ? <path d="M15.5 9a4.2 4.2 0 0 1 0 6M18.2 6.5a8 8 0 0 1 0 11" /> : <path d="M16 9.5l5 5M21 9.5l-5 5" />}
        </svg>
      </button>
      {state.vibrationSupported && (
        <button
          type="button"
          className="icon-button"
          aria-pressed={state.vibration}
          aria-label={t`Vibration`}
          title={state.vibration ? t`Turn vibration off` : t`Turn vibration on`}
          onClick={() => feedback.setVibrationEnabled(!state.vibration)}
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <rect x="8" y="3.5" width="8" height="17" rx="2" />
            {state.vibration ? <path d="M4.5 8v8M19.5 8v8M2 10v4M22 10v4" /> : <path d="M3 3l18 18" />}
          </svg>
        </button>
      )}
    </div>
  );
}
