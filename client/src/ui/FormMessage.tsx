import '../styles/form-message.css';

interface MessageProps {
  title: string;
  /** More words under the title; left out when it would only repeat it. */
  detail?: string | undefined;
}

function Message({ tone, title, detail }: MessageProps & { tone: 'error' | 'success' | 'info' }) {
  return (
    <div className={`form-message form-message-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <strong className="form-message-title">{title}</strong>
      {detail && detail !== title && <span className="form-message-detail">{detail}</span>}
    </div>
  );
}

/** A polite message about a whole form or panel (a success, a note): a status update. */
export function FormMessage({ tone, ...message }: MessageProps & { tone: 'success' | 'info' }) {
  return <Message tone={tone} {...message} />;
}

/**
 * The one look of a failure, in every form and panel: an alert with the failure as its title (or the form's own
 * title, with the failure as the detail). Renders nothing while there is no failure.
 */
export function FormError({ title, detail }: { title: string | null | undefined; detail?: string | undefined }) {
  return title ? <Message tone="error" title={title} detail={detail} /> : null;
}
