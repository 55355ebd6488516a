import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createPortal } from 'react-dom';
import { heatBars, heatsDone, presentedHeats } from '../heat-progress';
import { moveLabel, ordinal, standingLines } from '../standings-view';
import { stageTitle, type TournamentPicture } from '../view';
import { RacerBar } from './RacerBar';
import { RoundPictureStrip } from './RoundPictureStrip';
import { JoinQr } from '../../ui/JoinQr';
import { NextRoundCountdown } from './NextRoundCountdown';
import './presentation.css';

interface PresentationViewProps {
  picture: TournamentPicture;
  joinUrl: string;
  onLeave: () => void;
}

const TOP_SHOWN = 10;
const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

/** How to join, as big as the wall allows: the code and the QR code fill the screen. */
function JoinScreen({ picture, joinUrl }: { picture: TournamentPicture; joinUrl: string }) {
  const count = picture.players.length;
  const { t } = useLingui();
  const shownUrl = joinUrl.replace(/^https?:\/\//, '');
  return (
    <div className="presentation-join">
      <div className="presentation-join-text">
        <p className="presentation-lead">
          <Trans>
            Go to <strong>{shownUrl}</strong> or enter the code
          </Trans>
        </p>
        <strong className="presentation-code" aria-label={t`Tournament code ${ph({ spelled: picture.code.split('').join(' ') })}`}>
          {picture.code}
        </strong>
        <p className="presentation-lead" role="status">
          <Plural value={count} one="# player in" other="# players in" />
        </p>
      </div>
      <JoinQr link={joinUrl} />
    </div>
  );
}

/** The round's race: a tile per heat with its filling bars; past 24 heats the leading ones and a count of heats done. */
function HeatsScreen({ picture }: { picture: TournamentPicture }) {
  const shown = presentedHeats(picture.heats);
  const { t } = useLingui();
  const columns = Math.min(6, Math.max(1, Math.ceil(Math.sqrt(shown.length * 1.5))));
  // Few heats get large tiles: the text grows into the height a row has (its title and racers), from 3vh to 8vh.
  const rows = Math.max(1, Math.ceil(shown.length / columns));
  const lines = Math.max(2, ...shown.map((h) => h.racers.length)) + 1;
  const textVh = Math.max(3, Math.min(8, 72 / rows / lines / 1.5));
  return (
    <ul className="presentation-heats" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, fontSize: `${textVh}vh` }}>
      {shown.map((heat) => (
        <li key={heat.heat} className="presentation-heat" aria-label={t`Heat ${ph({ heat: heat.heat })}`}>
          <span className="presentation-heat-title">
            <Trans>Heat {ph({ heat: heat.heat })}</Trans>
          </span>
          {heatBars(heat).map((racer) => (
            <span key={racer.name} className="presentation-racer" data-leading={racer.leading || undefined}>
              <span className="presentation-racer-name">{racer.name}</span>
              <RacerBar racer={racer} heat={heat} trackClass="presentation-track" fillClass="presentation-fill" />
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The header's right side: how far the round is (heats done), or the code for late players. */
function HeadNote({ picture }: { picture: TournamentPicture }) {
  if (picture.status === 'playing') {
    const shown = presentedHeats(picture.heats).length;
    return (
      <span className="presentation-note" role="status">
        <Trans>
          {ph({ done: heatsDone(picture.heats) })} of {ph({ total: picture.heats.length })} heats done
        </Trans>
        {shown < picture.heats.length && (
          <>
            {' · '}
            <Trans>{shown} closest shown</Trans>
          </>
        )}
      </span>
    );
  }
  return picture.status === 'lobby' ? null : (
    <span className="presentation-note">
      <Trans>Code {ph({ code: picture.code })}</Trans>
    </span>
  );
}

/** The top 10 with their movers (between rounds) or their medals (at the end). */
function TopTen({ picture }: { picture: TournamentPicture }) {
  const lines = standingLines(picture.standings).slice(0, TOP_SHOWN);
  const final = picture.status === 'finished';
  const { t } = useLingui();
  return (
    <ol className="presentation-top" aria-label={final ? t`Final top 10` : t`Top 10`}>
      {lines.map((line) => {
        const move = moveLabel(line.move);
        return (
          <li key={line.playerId} className="presentation-line">
            <span className="presentation-place">
              {final && MEDALS[line.place] ? `${MEDALS[line.place]} ` : ''}
              {ordinal(line.place)}
            </span>
            <span className={`presentation-move move-${line.move.kind}`} aria-label={move.spoken}>
              {final ? '' : move.text}
            </span>
            <span className="presentation-name">{line.name}</span>
            <span className="presentation-points">
              <Trans>{ph({ points: line.totalScore })} pts</Trans>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The projector for a hall (R-TOURN-5): full screen, one thing at a time, every text at least 3 % of the
 * screen's height so it reads from 10 m. Before the start the code and QR code; during a round the heats;
 * between rounds and at the end the top 10.
 */
export function PresentationView({ picture, joinUrl, onLeave }: PresentationViewProps) {
  const { status } = picture;
  // On the body, above the app's chrome, whatever the projector page's own boxes do.
  return createPortal(
    <div className="presentation" role="dialog" aria-modal="true" aria-labelledby="presentation-heading" data-status={status}>
      <header className="presentation-head">
        <h2 id="presentation-heading" className="presentation-title">
          {stageTitle(picture)}
        </h2>
        <HeadNote picture={picture} />
        <button type="button" className="presentation-leave" onClick={onLeave}>
          <Trans>Exit (Esc)</Trans>
        </button>
      </header>
      <div className="presentation-body">
        {status === 'lobby' && <JoinScreen picture={picture} joinUrl={joinUrl} />}
        {status === 'playing' && <RoundPictureStrip items={picture.roundItems} className="presentation-pictures" />}
        {status === 'playing' && <HeatsScreen picture={picture} />}
        {status === 'between_rounds' && (
          <>
            {picture.nextRoundAt !== null && <NextRoundCountdown nextRoundAt={picture.nextRoundAt} className="presentation-lead" />}
            <TopTen picture={picture} />
          </>
        )}
        {status === 'finished' && <TopTen picture={picture} />}
      </div>
    </div>,
    document.body,
  );
}
