import { Plural } from '@lingui/react/macro';

interface PlayerCountChoiceProps {
  /** The group's name, shown as its legend and read as the radio group's label. */
  legend: string;
  /** The radios' form name. */
  name: string;
  options: readonly number[];
  value: number;
  onChange: (count: number) => void;
}

/** A segmented choice of a number of players: a room's maximum, a tournament's heat size. */
export function PlayerCountChoice({ legend, name, options, value, onChange }: PlayerCountChoiceProps) {
  return (
    <fieldset className="form-section">
      <legend className="form-legend">{legend}</legend>
      <div className="segmented" role="radiogroup" aria-label={legend}>
        {options.map((n) => (
          <label key={n} className="segment">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span>
              <Plural value={n} one="# player" other="# players" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
