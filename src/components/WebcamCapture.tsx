import { useCallback, useRef, useState } from 'react';
import Webcam from 'react-webcam';
import { Alert } from './Alert';
import { useVisitorText } from './visitorLanguage';

/** As the spec asks: front camera, JPEG, height 300, no audio. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: 'user', height: 300 };
export const CAMERA_UNAVAILABLE =
  'No camera is available, or permission to use it was denied. You can continue without a photo.';
const CAPTURE_RETRIES = 10;

interface WebcamCaptureProps {
  onCaptured: (imageUrl: string) => void;
  onSkip: () => void;
}

export function WebcamCapture({ onCaptured, onSkip }: WebcamCaptureProps) {
  const webcam = useRef<Webcam>(null);
  const [hasFrames, setHasFrames] = useState(false);
  const [failed, setFailed] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const { t } = useVisitorText();

  // react-webcam reports the stream before the first frame; capture only once frames arrive.
  const handleStream = useCallback(() => {
    const video = webcam.current?.video;
    if (!video) return;
    if (video.readyState >= 2) setHasFrames(true);
    else video.addEventListener('loadeddata', () => setHasFrames(true), { once: true });
  }, []);

  async function capture() {
    setCapturing(true);
    for (let attempt = 0; attempt < CAPTURE_RETRIES; attempt++) {
      const image = webcam.current?.getScreenshot();
      if (image) {
        onCaptured(image);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    setCapturing(false);
    setFailed(true);
  }

  return (
    <div className="webcam card">
      <p className="prompt">{t('Smile please')}</p>
      {!failed && (
        <Webcam
          ref={webcam}
          audio={false}
          height={300}
          screenshotFormat="image/jpeg"
          videoConstraints={VIDEO_CONSTRAINTS}
          onUserMedia={handleStream}
          onUserMediaError={() => setFailed(true)}
          aria-label={t('Camera preview')}
          className="webcam-video"
        />
      )}
      <Alert message={failed ? t(CAMERA_UNAVAILABLE) : null} tone="info" />
      <div className="row">
        <button
          type="button"
          className="button button-primary button-large"
          onClick={() => void capture()}
          disabled={failed || !hasFrames || capturing}
        >
          {t('Capture photo')}
        </button>
        <button type="button" className="button button-secondary" onClick={onSkip}>
          {t('Continue without photo')}
        </button>
      </div>
      {!failed && !hasFrames && <p className="hint">{t('Starting the camera…')}</p>}
    </div>
  );
}
