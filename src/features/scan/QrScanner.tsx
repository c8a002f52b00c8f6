import { t, msg } from '../../lib/operatorText';
import { useEffect, useRef, useState } from 'react';
import Webcam from 'react-webcam';
import { Alert } from '../../components/Alert';
import { createQrDecoder } from './decodeQr';

/** A pass held up to the desk's camera: the back camera where there is one (a tablet), else any. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'environment', width: 640, height: 480 };
const SCAN_INTERVAL_MS = 150;
/** A code held in view is read once; shown again after this long out of view, it is read again. */
const REPEAT_AFTER_MS = 2500;
export const SCAN_CAMERA_UNAVAILABLE = msg(
  'No camera is available, or permission to use it was denied. Type the visit ID instead.',
);

interface QrScannerProps {
  /** Each code read: once while it stays in view, again when it is shown again. */
  onScan: (text: string) => void;
  /** Stops reading while the caller acts on a code. */
  paused: boolean;
  label: string;
}

/**
 * The desk's camera, read for QR codes a few times a second. The camera stops when the scanner leaves
 * the screen (react-webcam stops its tracks on unmount).
 */
export function QrScanner({ onScan, paused, label }: QrScannerProps) {
  const webcam = useRef<Webcam>(null);
  const [failed, setFailed] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const lastRead = useRef({ text: '', seenAt: 0 });
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!streaming || paused) return;
    const loop = { stopped: false };
    // Read through a call: the loop awaits, and the cleanup may stop it meanwhile.
    const stopped = () => loop.stopped;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function scanLoop() {
      const decode = await createQrDecoder();
      const tick = async () => {
        if (stopped()) return;
        // A video the browser paused (Chromium pauses a muted one out of view; a kiosk's tab brought back)
        // would show the same old frame for ever: it is started again.
        const video = webcam.current?.video;
        if (video?.paused) void video.play().catch(() => undefined);
        const frame = webcam.current?.getCanvas();
        const text = frame ? await decode(frame).catch(() => null) : null;
        if (stopped()) return;
        if (text) {
          const now = Date.now();
          const repeated = text === lastRead.current.text && now - lastRead.current.seenAt < REPEAT_AFTER_MS;
          lastRead.current = { text, seenAt: now };
          if (!repeated) {
            onScanRef.current(text);
            return;
          }
        }
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      await tick();
    }
    void scanLoop();
    return () => {
      loop.stopped = true;
      clearTimeout(timer);
    };
  }, [streaming, paused]);

  return (
    <div className="scanner">
      {!failed && (
        <Webcam
          ref={webcam}
          audio={false}
          videoConstraints={VIDEO_CONSTRAINTS}
          onUserMedia={() => {
            setStreaming(true);
            // The picture where the operator sees it: a scanner opened at the foot of the page films out
            // of view, and Chromium pauses a muted video out of view.
            webcam.current?.video?.scrollIntoView({ block: 'nearest' });
          }}
          onUserMediaError={() => setFailed(true)}
          aria-label={label}
          className="scanner-video"
        />
      )}
      <Alert message={failed ? t(SCAN_CAMERA_UNAVAILABLE) : null} tone="info" />
      {!failed && !streaming && <p className="hint">{t('Starting the camera…')}</p>}
    </div>
  );
}
