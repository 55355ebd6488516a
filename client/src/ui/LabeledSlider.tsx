import { useId, type CSSProperties } from 'react';

interface LabeledSliderProps {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  /** A slimmer look for toolbars (the in-game speed slider). */
  compact?: boolean;
}

/** A range input with its label, its current value and the ends of its range. */
export function LabeledSlider({ label, min, max, value, onChange, compact = false }: LabeledSliderProps) {
  const id = useId();
  const fixed = min >= max;
  // Drives the filled part of the track; CSS cannot derive it from the input's value.
  const fill = fixed ? 100 : ((value - min) / (max - min)) * 100;
  return (
    <div className={compact ? 'pair-slider pair-slider--compact' : 'pair-slider'}>
      <div className="pair-slider-top">
        <label htmlFor={id} className="pair-slider-label">
          {label}
        </label>
        <output htmlFor={id} className="pair-slider-value" aria-live="polite">
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="pair-slider-input"
        min={min}
        max={max}
        step={1}
        value={value}
        disabled={fixed}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        style={{ '--fill': `${fill}%` } as CSSProperties}
      />
      <div className="pair-slider-range" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
