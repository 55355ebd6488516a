import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { getFeedback } from '../feedback/index';

/**
 * Sound, vibration and speech switches (R-FEEDBACK-1, R-PIC-12: off until enabled; remembered by feedback/). The
 * vibration switch only shows where the browser can vibrate; speech says once, visibly, when it found no voice.
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
      <SpeechToggle />
    </div>
  );
}

/**
 * The "Speak items" switch alone (R-PIC-12), and its no-voice note: in FeedbackToggles, and on a team race's phone
 * (its DOM hand has no sounds or vibration to switch).
 */
export function SpeechToggle() {
  const { t } = useLingui();
  const feedback = getFeedback();
  const state = useSyncExternalStore(feedback.subscribe, feedback.getState);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-pressed={state.speech}
        aria-label={t`Speak items`}
        title={state.speech ? t`Stop speaking items` : t`Speak items aloud`}
        onClick={() => feedback.setSpeechEnabled(!state.speech)}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M4 5h12a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-6l-4 4v-4H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
          {state.speech ? <path d="M6 9h8M6 12h5" /> : <path d="M3 3l18 18" />}
        </svg>
      </button>
      {state.speech && state.speechSilent && (
        <span className="feedback-note" role="status">
          {t`This browser has no voice for these items: the game goes on silently.`}
        </span>
      )}
    </>
  );
}
