import { useCopy } from '../../lib/use-copy';

/** The room code, large, with a copy button (R-UI-9: the code is shared with friends). */
export function RoomCode({ code }: { code: string }) {
  const [copied, copy] = useCopy(code);

  return (
    <div className="room-code">
      <span className="room-code-label">Room code</span>
      <strong className="room-code-value" data-testid="room-code" aria-label={`Room code ${code.split('').join(' ')}`}>
        {code}
      </strong>
      <button type="button" className="btn btn-secondary room-code-copy" onClick={copy}>
        Copy code
      </button>
      <span className="room-code-copied" role="status">
        {copied === true ? 'Copied!' : copied === false ? 'Copy failed: select the code instead' : ''}
      </span>
    </div>
  );
}
