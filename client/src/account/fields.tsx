import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { codeInput } from './code-input';
import { formatCountdown } from './countdown';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, value, onValueChange, error, hint, inputRef, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className="field-input"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle (R-AUTH-8). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  // The field's label as it reads inside a sentence ("Show password"); lower case suits Russian too, Chinese has none.
  const field = props.label.toLowerCase();
  return (
    <div className="password-field">
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle btn-ghost"
        aria-pressed={visible}
        aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? t`Hide` : t`Show`}
      </button>
    </div>
  );
}

type CodeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>;

/** A 6-digit code: anything but digits is dropped as it is typed or pasted ("123 456" → "123456"). */
export function CodeField({ onValueChange, ...props }: CodeFieldProps) {
  return (
    <TextField {...props} className="code-field" inputMode="numeric" autoComplete="one-time-code" spellCheck={false} onValueChange={(value) => onValueChange(codeInput(value))} />
  );
}

/** Under a mailed code's field: the time it has left, or that it has expired and a new one can be asked for. */
export function CodeCountdown({ remaining, expired }: { remaining: number; expired: boolean }) {
  const timeLeft = formatCountdown(remaining);
  return (
    <p className={`countdown ${expired ? 'countdown-expired' : ''}`}>
      {expired ? (
        <span role="status">
          <Trans>The code has expired. Request a new one.</Trans>
        </span>
      ) : (
        <Trans>
          Code expires in <span role="timer">{timeLeft}</span>
        </Trans>
      )}
    </p>
  );
}
