import { useEffect, useId, useRef, type ReactNode } from 'react';
import { BackButton } from '../ui/BackButton';

interface ScreenHeadProps {
  title: ReactNode;
  subtitle?: ReactNode;
  backLabel: string;
  onBack: () => void;
  /** Buttons and links on the right. */
  children?: ReactNode;
}

/** The head of a class screen: Back, the title (focused on open, so a screen reader announces the screen), actions. */
export function ScreenHead({ title, subtitle, backLabel, onBack, children }: ScreenHeadProps) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <section className="panel classes-head" aria-labelledby={id}>
      <div>
        <BackButton label={backLabel} onClick={onBack} />
        <h2 id={id} className="panel-title" ref={ref} tabIndex={-1}>
          {title}
        </h2>
        {subtitle && <p className="panel-subtitle">{subtitle}</p>}
      </div>
      {children && <div className="classes-head-actions">{children}</div>}
    </section>
  );
}
