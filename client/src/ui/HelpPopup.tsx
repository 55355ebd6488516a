import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { GAME_SPEED_DEFAULT, GAME_SPEED_MAX, GAME_SPEED_MIN, MISMATCH_RETURN_MS, POINTS_CORRECT, POINTS_WRONG } from '@matchdrop/shared';
import { Modal } from './Modal';

interface HelpPopupProps {
  open: boolean;
  onClose: () => void;
}

// Named placeholders for the translators ("{speedMin}", not "{0}").
const speedMin = GAME_SPEED_MIN;
const speedMax = GAME_SPEED_MAX;
const speedDefault = GAME_SPEED_DEFAULT;
const pointsCorrect = POINTS_CORRECT;
const pointsWrong = POINTS_WRONG;
const returnSeconds = MISMATCH_RETURN_MS / 1000;

/** How to play and how scoring works. Numbers come from the shared constants so the text never drifts. */
export function HelpPopup({ open, onClose }: HelpPopupProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} title={t`How to play`} onClose={onClose}>
      <section>
        <h3>
          <Trans>Match the pairs</Trans>
        </h3>
        <ol>
          <li>
            <Trans>Pick a game: a built-in topic or your own game file.</Trans>
          </li>
          <li>
            <Trans>
              Items float around the field. Drag one item into the <strong>upper zone</strong> and its counterpart into the <strong>lower zone</strong>.
            </Trans>
          </li>
          <li>
            <Trans>A correct pair leaves the field and new items arrive until every pair is matched.</Trans>
          </li>
          <li>
            <Trans>
              The Game Speed slider ({speedMin}–{speedMax}, default {speedDefault}) sets how fast items move.
            </Trans>
          </li>
        </ol>
      </section>
      <section>
        <h3>
          <Trans>Keyboard</Trans>
        </h3>
        <p>
          <Trans>Click the game area or move to it with Tab, then:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <kbd>←</kbd> <kbd>→</kbd> <kbd>↑</kbd> <kbd>↓</kbd> (or <kbd>Tab</kbd>): move between the items
            </Trans>
          </li>
          <li>
            <Trans>
              <kbd>Enter</kbd> or <kbd>Space</kbd>: pick up the selected item
            </Trans>
          </li>
          <li>
            <Trans>
              <kbd>1</kbd> (or <kbd>U</kbd>): send it to the upper zone; <kbd>2</kbd> (or <kbd>L</kbd>): to the lower zone
            </Trans>
          </li>
          <li>
            <Trans>
              <kbd>Escape</kbd>: put the item back on the field (with nothing in hand: pause)
            </Trans>
          </li>
          <li>
            <Trans>
              <kbd>P</kbd>: pause or resume the game
            </Trans>
          </li>
        </ul>
      </section>
      <section>
        <h3>
          <Trans>Pause</Trans>
        </h3>
        <p>
          <Trans>
            In free play, the Pause button (or <kbd>P</kbd>) stops the moving items and the clock; Resume goes on exactly where you were. Competitive rounds and tournament heats
            cannot be paused: every player races against the same round time limit, and pausing would stop it for everyone. That time limit is the exception WCAG 2.2 (success
            criterion 2.2.1) allows for real-time events.
          </Trans>
        </p>
      </section>
      <section>
        <h3>
          <Trans>Touch</Trans>
        </h3>
        <ul>
          <li>
            <Trans>Drag an item with your finger into a zone, or tap an item and then tap a zone.</Trans>
          </li>
          <li>
            <Trans>Tap a picked item again to put it back; tap an item in a zone to take it out again.</Trans>
          </li>
        </ul>
      </section>
      <section>
        <h3>
          <Trans>Scoring</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              Correct match:{' '}
              <strong>
                <Plural value={pointsCorrect} one="+# point" other="+# points" />
              </strong>{' '}
              and your streak grows by one.
            </Trans>
          </li>
          <li>
            <Trans>
              Wrong match:{' '}
              <strong>
                <Plural value={pointsWrong} one="−# point" other="−# points" />
              </strong>{' '}
              (the score never goes below 0), the streak resets and the items return to the field after {returnSeconds} seconds.
            </Trans>
          </li>
          <li>
            <Trans>Accuracy is the share of your attempts that were correct.</Trans>
          </li>
        </ul>
      </section>
      <section>
        <h3>
          <Trans>Competition</Trans>
        </h3>
        <p>
          <Trans>
            Logged-in players race each other in rooms of up to four on the same items. Your round score rewards accuracy and a quick finish, and a faster game speed costs you less
            time penalty.
          </Trans>
        </p>
        <p>
          <Trans>
            In a <strong>tournament</strong> every round gives you <strong>round points</strong> (the competitive round score); your <strong>tournament points</strong> are your
            round points added up. Ties go to more correct pairs, then the shorter total time; players equal on all three share the place.
          </Trans>
        </p>
      </section>
    </Modal>
  );
}
