import { GAME_SPEED_DEFAULT, GAME_SPEED_MAX, GAME_SPEED_MIN, MISMATCH_RETURN_MS, POINTS_CORRECT, POINTS_WRONG } from '@matchdrop/shared';
import { Modal } from './Modal';

interface HelpPopupProps {
  open: boolean;
  onClose: () => void;
}

/** How to play and how scoring works. Numbers come from the shared constants so the text never drifts. */
export function HelpPopup({ open, onClose }: HelpPopupProps) {
  return (
    <Modal open={open} title="How to play" onClose={onClose}>
      <section>
        <h3>Match the pairs</h3>
        <ol>
          <li>Pick a game: a built-in topic or your own game file.</li>
          <li>
            Items float around the field. Drag one item into the <strong>upper zone</strong> and its counterpart into the <strong>lower zone</strong>.
          </li>
          <li>A correct pair leaves the field and new items arrive until every pair is matched.</li>
          <li>
            The Game Speed slider ({GAME_SPEED_MIN}–{GAME_SPEED_MAX}, default {GAME_SPEED_DEFAULT}) sets how fast items move.
          </li>
        </ol>
      </section>
      <section>
        <h3>Keyboard</h3>
        <p>Click the game area or move to it with Tab, then:</p>
        <ul>
          <li>
            <kbd>←</kbd> <kbd>→</kbd> <kbd>↑</kbd> <kbd>↓</kbd> (or <kbd>Tab</kbd>): move between the items
          </li>
          <li>
            <kbd>Enter</kbd> or <kbd>Space</kbd>: pick up the selected item
          </li>
          <li>
            <kbd>1</kbd> (or <kbd>U</kbd>): send it to the upper zone; <kbd>2</kbd> (or <kbd>L</kbd>): to the lower zone
          </li>
          <li>
            <kbd>Escape</kbd>: put the item back on the field (with nothing in hand: pause)
          </li>
          <li>
            <kbd>P</kbd>: pause or resume the game
          </li>
        </ul>
      </section>
      <section>
        <h3>Pause</h3>
        <p>
          In free play, the Pause button (or <kbd>P</kbd>) stops the moving items and the clock; Resume goes on exactly where you were. Competitive rounds and tournament heats
          cannot be paused: every player races against the same round time limit, and pausing would stop it for everyone. That time limit is the exception WCAG 2.2 (success
          criterion 2.2.1) allows for real-time events.
        </p>
      </section>
      <section>
        <h3>Touch</h3>
        <ul>
          <li>Drag an item with your finger into a zone, or tap an item and then tap a zone.</li>
          <li>Tap a picked item again to put it back; tap an item in a zone to take it out again.</li>
        </ul>
      </section>
      <section>
        <h3>Scoring</h3>
        <ul>
          <li>
            Correct match: <strong>+{POINTS_CORRECT} points</strong> and your streak grows by one.
          </li>
          <li>
            Wrong match: <strong>−{POINTS_WRONG} point</strong> (the score never goes below 0), the streak resets and the items return to the field after{' '}
            {MISMATCH_RETURN_MS / 1000} seconds.
          </li>
          <li>Accuracy is the share of your attempts that were correct.</li>
        </ul>
      </section>
      <section>
        <h3>Competition</h3>
        <p>
          Logged-in players race each other in rooms of up to four on the same items. Your round score rewards accuracy and a quick finish, and a faster game speed costs you less
          time penalty.
        </p>
        <p>
          In a <strong>tournament</strong> every round gives you <strong>round points</strong> (the competitive round score); your <strong>tournament points</strong> are your round
          points added up. Ties go to more correct pairs, then the shorter total time; players equal on all three share the place.
        </p>
      </section>
    </Modal>
  );
}
