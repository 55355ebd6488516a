import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import type { AiMessage } from '@matchdrop/shared';
import { useState } from 'react';
import { foldLines } from './format-text';
import { FormattedText } from './FormattedText';
import { LinkIcon, SparkIcon } from './icons';
import { isFailureAnswer } from './preview';

interface MessageBubbleProps {
  message: Pick<AiMessage, 'role' | 'content' | 'url' | 'dictionary'>;
  /** True while this answer's game is the one in the preview. */
  previewed?: boolean;
  onPreview?: () => void;
  pending?: boolean;
}

/** What the user sent: plain text as typed (a long list folded), and the page address as a link. */
function UserContent({ content, url }: { content: string; url: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const folded = foldLines(content);
  const { t } = useLingui();
  const hidden = folded.hidden;
  return (
    <>
      {content !== '' && <p className="ai-plain">{expanded ? content : folded.shown}</p>}
      {folded.hidden > 0 && (
        <button type="button" className="ai-fold-toggle" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? t`Show less` : plural(hidden, { one: 'Show # more line', other: 'Show # more lines' })}
        </button>
      )}
      {url && (
        <a className="ai-message-link" href={url} target="_blank" rel="noopener noreferrer">
          <LinkIcon />
          <span>{url}</span>
        </a>
      )}
    </>
  );
}

/** One chat message: the user's on the right, the assistant's on the left with its game, if it made one. */
export function MessageBubble({ message, previewed = false, onPreview, pending = false }: MessageBubbleProps) {
  const fromUser = message.role === 'user';
  const failure = !fromUser && isFailureAnswer(message as AiMessage);
  const game = message.dictionary;
  const { t } = useLingui();
  return (
    <li className={`ai-message ${fromUser ? 'ai-message-user' : 'ai-message-assistant'}${pending ? ' ai-message-pending' : ''}`}>
      {!fromUser && (
        <span className="ai-avatar" aria-hidden="true">
          <SparkIcon />
        </span>
      )}
      <div className={`ai-bubble${failure ? ' ai-bubble-failure' : ''}`}>
        <span className="visually-hidden">{fromUser ? t`You said:` : t`Assistant:`}</span>
        {fromUser ? <UserContent content={message.content} url={message.url} /> : <FormattedText text={message.content} />}
        {game && (
          <div className="ai-game-chip">
            <span className="ai-game-chip-text">
              <strong>{game.name}</strong> · <Plural value={game.pairCount} one="# pair" other="# pairs" />
            </span>
            {onPreview && (
              <button type="button" className="btn btn-ghost ai-chip-button" aria-pressed={previewed} onClick={onPreview}>
                {previewed ? t`In preview` : t`Preview this version`}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
