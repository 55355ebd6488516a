import { Trans, useLingui } from '@lingui/react/macro';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The join link as a QR code, drawn as SVG so it stays sharp on a classroom wall. `qrcode` is imported only by
 * the chunks that show one (a tournament's projector, a class page), so the first page does not carry it. Each
 * of them styles it (.join-qr-image: light behind the code in either theme).
 */
export function JoinQr({ link }: { link: string }) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } }).then(
      (drawn) => {
        if (current) setSvg(drawn);
      },
      () => {
        if (current) setSvg(null);
      },
    );
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <figure className="join-qr" data-testid="join-qr">
      {svg === null ? (
        <div className="join-qr-image join-qr-pending" aria-hidden="true" />
      ) : (
        // The SVG is qrcode's own output for our link, not user markup.
        <div className="join-qr-image" role="img" aria-label={t`QR code of the join link ${link}`} dangerouslySetInnerHTML={{ __html: svg }} />
      )}
      <figcaption className="visually-hidden">
        <Trans>Scan to join</Trans>
      </figcaption>
    </figure>
  );
}
