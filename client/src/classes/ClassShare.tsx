import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassView } from '@matchdrop/shared';
import { useCopy } from '../lib/use-copy';
import { JoinQr } from '../ui/JoinQr';

/** The class code, its join link (with Copy) and the link's QR code: what the teacher shows the class. */
export function ClassShare({ cls }: { cls: ClassView }) {
  const { t } = useLingui();
  const [copied, copy] = useCopy(cls.joinUrl);
  return (
    <section className="panel classes-section" aria-labelledby="class-share-title">
      <h3 id="class-share-title" className="section-title">
        <Trans>Invite students</Trans>
      </h3>
      <div className="class-share">
        <JoinQr link={cls.joinUrl} />
        <div>
          <p className="muted">
            <Trans>Class code</Trans>
          </p>
          <p className="class-code" data-testid="class-code">
            {cls.code}
          </p>
          <p>
            <Trans>Join link:</Trans>{' '}
            <a className="class-link" href={cls.joinUrl} data-testid="class-join-link">
              {cls.joinUrl}
            </a>
          </p>
          <div className="class-share-actions">
            <button type="button" className="btn btn-secondary" onClick={copy}>
              <Trans>Copy link</Trans>
            </button>
            <span role="status" className="muted">
              {copied === true ? t`Link copied` : copied === false ? t`Copy the link by hand` : ''}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
