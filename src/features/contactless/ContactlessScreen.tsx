import { t } from '../../lib/operatorText';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { useRotatingCode } from './useRotatingCode';

/** The QR code of the desk's current code, large enough to scan across a desk. */
export function DeskQrCode({
  qr,
  problem,
  paused,
}: {
  qr: string | null;
  problem: string | null;
  /** The code expired and no new one could be made: phones would be refused. */
  paused: boolean;
}) {
  return (
    <>
      <Alert message={problem} />
      {paused ? (
        <p className="notice" role="status">
          {t('Contactless check-in is paused. Please see the desk to check in.')}
        </p>
      ) : qr ? (
        <img
          className="contactless-qr"
          src={qr}
          alt={t('QR code to check in from your phone')}
          width={320}
          height={320}
        />
      ) : (
        !problem && <Spinner label={t('Making a check-in code..')} />
      )}
      <p className="hint">{t('The code changes every ten minutes: scan the one on this screen.')}</p>
    </>
  );
}

/** The desk's screen facing visitors: a large QR code to scan with a phone's camera. */
export function ContactlessScreen() {
  const { qr, problem, paused } = useRotatingCode();
  return (
    <section className="page contactless">
      <div className="no-print">
        <PageTitle>{t('Check in from your phone')}</PageTitle>
        <p className="contactless-lead">
          {t('Scan this code with your phone’s camera, then follow the steps on your phone.')}
        </p>
        <DeskQrCode qr={qr} problem={problem} paused={paused} />
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          {t('Print a sign')}
        </button>
      </div>
      {/* A printed code would never change: the sign sends visitors to the screen instead. */}
      <div className="print-sign" aria-hidden="true">
        <p className="print-sign-title">{t('Check in from your phone')}</p>
        <p>{t('Scan the code on the screen at the front desk with your phone’s camera.')}</p>
      </div>
    </section>
  );
}
