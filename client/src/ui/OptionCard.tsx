interface OptionCardProps {
  icon: string;
  title: string;
  description: string;
  /** A short count such as "4 games". */
  meta: string;
  onSelect: () => void;
}

/** A large tappable card for picking a topic or a game. */
export function OptionCard({ icon, title, description, meta, onSelect }: OptionCardProps) {
  return (
    <li className="option-item">
      <button type="button" className="option-card" onClick={onSelect}>
        <span className="option-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="option-text">
          <span className="option-title">{title}</span>
          <span className="option-description">{description}</span>
        </span>
        <span className="option-meta">{meta}</span>
      </button>
    </li>
  );
}
