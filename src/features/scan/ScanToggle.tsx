import { t } from '../../lib/operatorText';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';

// The camera and the QR decoder load with the scanner, only when the operator asks for it.
const QrScanner = lazy(() => import('./QrScanner').then((module) => ({ default: module.QrScanner })));

interface ScanToggleProps {
  /** The button that opens the scanner ("Scan pass"). */
  startLabel: string;
  /** The camera's accessible name. */
  cameraLabel: string;
  onScan: (text: string) => void;
  onToggle?: () => void;
  paused?: boolean;
  /** Shown above the camera while it is open. */
  children?: ReactNode;
}

/** A button that opens the desk's camera to read a QR code, and closes it again (the camera stops). */
export function ScanToggle({
  startLabel,
  cameraLabel,
  onScan,
  onToggle,
  paused = false,
  children,
}: ScanToggleProps) {
  const [scanning, setScanning] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={scanning}
        onClick={() => {
          setScanning((open) => !open);
          onToggle?.();
        }}
      >
        {scanning ? t('Stop scanning') : startLabel}
      </button>
      {scanning && (
        <Suspense fallback={<Spinner label={t('Starting the scanner..')} />}>
          {children}
          <QrScanner label={cameraLabel} paused={paused} onScan={onScan} />
        </Suspense>
      )}
    </>
  );
}
