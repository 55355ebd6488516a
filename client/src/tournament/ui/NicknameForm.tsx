import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { TOURNAMENT_NICKNAME_MAX as NICKNAME_MAX } from '@matchdrop/shared';
import { useSubmit } from '../../lib/use-submit';
import { FormError } from '../../ui/FormMessage';
import { nicknameProblem } from '../nickname';

interface NicknameFormProps {
  code: string;
  /** Names already in the lobby, for the duplicate hint (the server decides). */
  takenNames: readonly string[];
  /** A logged-in player joins with their account's name: no nickname to type. */
  accountName: string | null;
  /** The tournament wants accounts: a guest is asked to log in instead. */
  accountsOnly: boolean;
  onJoin: (nickname: string | null) => Promise<void>;
  onLogIn: () => void;
  onCancel: () => void;
  /** What is joined: a tournament (the default) or a team race. */
  mode?: 'tournament' | 'race';
}

/** A player's way in: a nickname (2–20 characters, unique here) or their account. */
export function NicknameForm({ code, takenNames, accountName, accountsOnly, onJoin, onLogIn, onCancel, mode = 'tournament' }: NicknameFormProps) {
  const [nickname, setNickname] = useState('');
  const [touched, setTouched] = useState(false);
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const problem = accountName === null ? nicknameProblem(nickname, takenNames) : null;

  // The tournament screen replaces this form: Join stays busy until then.
  const { busy, failure, submit } = useSubmit(onJoin, {
    failure: (caught) => (caught instanceof Error ? caught.message : t`Failed to join the tournament`),
    stayBusy: true,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem === null) void submit(accountName === null ? nickname.trim() : null);
  };

  const mustLogIn = accountsOnly && accountName === null;
  return (
    <section className="panel tournament-join" aria-labelledby="tournament-join-heading">
      <h2 id="tournament-join-heading" className="panel-title">
        {mode === 'race' ? (
          <Trans>
            Join team race <span className="tournament-join-code">{code}</span>
          </Trans>
        ) : (
          <Trans>
            Join tournament <span className="tournament-join-code">{code}</span>
          </Trans>
        )}
      </h2>
      {mustLogIn ? (
        <>
          <p className="notice" role="status">
            {mode === 'race' ? (
              <Trans>This race is for players with an account. Log in to join.</Trans>
            ) : (
              <Trans>This tournament is for players with an account. Log in to join.</Trans>
            )}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-primary btn-large" onClick={onLogIn}>
              <Trans>Log In</Trans>
            </button>
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </>
      ) : (
        <form className="form-stack" onSubmit={handleSubmit} noValidate aria-busy={busy}>
          {accountName === null ? (
            <div className="form-field">
              <label htmlFor={inputId} className="form-legend">
                <Trans>Your nickname</Trans>
              </label>
              <input
                id={inputId}
                className="nickname-input"
                value={nickname}
                maxLength={NICKNAME_MAX + 10}
                autoComplete="nickname"
                autoFocus
                aria-describedby={hintId}
                aria-invalid={touched && problem !== null}
                onChange={(event) => setNickname(event.target.value)}
                onBlur={() => setTouched(nickname !== '')}
              />
              <span id={hintId} className={touched && problem ? 'field-error' : 'muted'} aria-live="polite">
                {touched && problem ? problem : t`2 to ${NICKNAME_MAX} characters, shown on the big screen`}
              </span>
            </div>
          ) : (
            <p>
              <Trans>
                You join as <strong>{accountName}</strong>.
              </Trans>
            </p>
          )}
          <FormError title={failure} />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
              {busy ? t`Joining…` : t`Join`}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
