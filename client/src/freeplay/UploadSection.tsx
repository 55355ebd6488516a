import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import { useProgressNav } from '../progress';
import '../styles/upload.css';

interface UploadSectionProps {
  /** The last upload's error, shown until the next upload; a new id re-announces the same message. */
  error: { message: string; id: number } | null;
  busy: boolean;
  onFile: (file: File) => void;
  onShowBuiltin: () => void;
  loggedIn: boolean;
  /** A suspended account may not create games with AI: the button stays disabled and says why. */
  suspended?: boolean;
  /** Opens the AI game creator (wired by the AI feature); without it the button stays disabled. */
  onCreateWithAi?: () => void;
}

/**
 * The file picker's filter: a JSON game file (R-UI-3, R-GAME-3), or a two-column table exported from a spreadsheet.
 * Here, not beside the file's reader (lib/upload.ts): that is a chunk loaded only once a file is picked.
 */
/** A game file's content as the hint shows it: code, the same in every language. */
const JSON_EXAMPLE = '{"dog": "perro"}';
const GAME_FILE_ACCEPT = '.json,.csv,.tsv,application/json,text/csv,text/tab-separated-values';

/** R-UI-3 upload section: a game file input, Play Built-in Games and Create Game with AI. */
export function UploadSection({ error, busy, onFile, onShowBuiltin, loggedIn, suspended = false, onCreateWithAi }: UploadSectionProps) {
  const { t } = useLingui();
  const progressNav = useProgressNav();
  const inputId = useId();
  const hintId = useId();
  const aiHintId = useId();
  const aiEnabled = loggedIn && !suspended && onCreateWithAi !== undefined;
  const aiHint = !loggedIn ? t`Log in to create games with AI` : suspended ? t`Suspended accounts cannot create games with AI` : undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so picking the same file again (after fixing it) still fires a change.
    event.currentTarget.value = '';
    if (file) onFile(file);
  };

  return (
    <section className="panel upload-section" aria-labelledby="upload-heading">
      <div className="upload-intro">
        <h2 id="upload-heading" className="panel-title">
          <Trans>Choose a game</Trans>
        </h2>
        <p className="panel-subtitle" id={hintId}>
          <Trans>
            Upload your own game file (JSON like <code>{JSON_EXAMPLE}</code>, or a two-column CSV/TSV table), or play a built-in game.
          </Trans>
        </p>
      </div>
      <div className="upload-actions">
        <div className="file-picker">
          <input id={inputId} className="file-picker-input" type="file" accept={GAME_FILE_ACCEPT} aria-describedby={hintId} onChange={onChange} disabled={busy} />
          <label htmlFor={inputId} className="btn btn-primary file-picker-label">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
            </svg>
            <Trans>Upload game file</Trans>
          </label>
        </div>
        <button type="button" className="btn btn-secondary" onClick={onShowBuiltin}>
          <Trans>Play Built-in Games</Trans>
        </button>
        <button type="button" className="btn btn-secondary" onClick={progressNav.openLibrary}>
          <Trans>Browse Public Games</Trans>
        </button>
        {/* A disabled button shows no tooltip in every browser: the wrapper carries it. */}
        <span className="ai-button-wrap" title={aiHint}>
          <button type="button" className="btn btn-secondary" disabled={!aiEnabled} aria-describedby={aiHint ? aiHintId : undefined} onClick={onCreateWithAi}>
            <Trans>Create Game with AI</Trans>
          </button>
        </span>
        {aiHint && (
          <span id={aiHintId} className="upload-ai-hint">
            {aiHint}
          </span>
        )}
      </div>
      {error && (
        <p key={error.id} className="error-message" role="alert">
          {error.message}
        </p>
      )}
    </section>
  );
}
