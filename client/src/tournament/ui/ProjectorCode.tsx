import { JoinQr } from '../../ui/JoinQr';

interface ProjectorCodeProps {
  code: string;
  link: string;
}

/** How to join, readable from the back of the room: the link, the code in huge letters, and the QR code. */
export function ProjectorCode({ code, link }: ProjectorCodeProps) {
  const shownLink = link.replace(/^https?:\/\//, '');
  return (
    <div className="projector-join">
      <div className="projector-join-text">
        <p className="projector-join-lead">
          Go to <strong className="projector-link">{shownLink}</strong>
        </p>
        <p className="projector-join-lead">or enter the code</p>
        <strong className="projector-code" data-testid="tournament-code" aria-label={`Tournament code ${code.split('').join(' ')}`}>
          {code}
        </strong>
      </div>
      <JoinQr link={link} />
    </div>
  );
}
