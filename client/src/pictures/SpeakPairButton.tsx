import { useLingui } from '@lingui/react/macro';
import { itemWords, type SideLanguages } from '@matchdrop/shared';
import { editedPicture } from './edited-picture';
import { useEffect, useSyncExternalStore } from 'react';
import { getFeedback } from '../feedback/index';

/** What a cell says: a picture its description, even one still being typed in the editor. */
const wordsOf = (cell: string): string => editedPicture(cell)?.alt ?? itemWords(cell);

/**
 * Reads a pair aloud, its left item in the left side's language, then its right (R-PIC-19); a picture by its
 * description (R-PIC-11).
 */
export function SpeakPairButton({ pair: [left, right], languages, number }: { pair: readonly [string, string]; languages: SideLanguages; number: number }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="btn btn-ghost speak-pair"
      aria-label={t`Read pair ${number} aloud`}
      title={t`Read pair ${number} aloud`}
      disabled={left.trim() === '' && right.trim() === ''}
      onClick={() =>
        getFeedback().readAloud([
          { text: wordsOf(left), lang: languages.left },
          { text: wordsOf(right), lang: languages.right },
        ])
      }
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
        <path d="M15.5 9a4.2 4.2 0 0 1 0 6M18.2 6.5a8 8 0 0 1 0 11" />
      </svg>
    </button>
  );
}

/**
 * Said once, visibly, where the speaker buttons are, when the browser had no voice for a pair's language (R-PIC-12).
 * Shown beside them, it also has the browser's voices loaded before the first button is pressed.
 */
export function NoVoiceNote() {
  const { t } = useLingui();
  const feedback = getFeedback();
  useEffect(() => feedback.warmUpSpeech(), [feedback]);
  const { speechSilent } = useSyncExternalStore(feedback.subscribe, feedback.getState);
  return speechSilent ? (
    <p className="muted" role="status" data-testid="no-voice-note">
      {t`This browser has no voice for these items: the game goes on silently.`}
    </p>
  ) : null;
}
