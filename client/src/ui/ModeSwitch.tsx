import { useLingui } from '@lingui/react/macro';
import { APP_MODES, type AppMode } from '../lib/app-mode';

interface ModeSwitchProps {
  mode: AppMode | null;
  onChange: (mode: AppMode) => void;
  /** An extra class: the copy in the phone's header menu (header.css shows one of the two). */
  className?: string;
}

/** A segmented control; aria-pressed tells assistive technology which mode is active. */
export function ModeSwitch({ mode, onChange, className }: ModeSwitchProps) {
  const { t } = useLingui();
  return (
    <div className={className ? `mode-switch ${className}` : 'mode-switch'} role="group" aria-label={t`Game mode`}>
      {APP_MODES.map(({ id, label }) => (
        <button key={id} type="button" className="mode-button" aria-pressed={mode === id} onClick={() => onChange(id)}>
          {t(label)}
        </button>
      ))}
    </div>
  );
}
