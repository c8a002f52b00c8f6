import { t } from '../../lib/operatorText';
import type { Visit } from '../../backend/port/visits';
import { usePassQr } from './usePassQr';

/** The pass's QR code: the desk scans it at check-out. `onShown` once the image is drawn (to print it). */
export function PassQr({ visit, onShown }: { visit: Pick<Visit, 'passCode'>; onShown?: () => void }) {
  const qr = usePassQr(visit);
  if (!qr) return null;
  return (
    <img
      className="pass-qr"
      src={qr}
      alt={t('Visit pass QR code: scan it at the desk to check out')}
      onLoad={onShown}
    />
  );
}
