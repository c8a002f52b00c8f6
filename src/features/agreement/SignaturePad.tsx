import { useEffect, useRef } from 'react';
import SignaturePadDrawing from 'signature_pad';

/**
 * A canvas to sign on with a mouse, pen or finger (signature_pad, loaded with this component only). Each
 * finished stroke reports the whole signature as a PNG data URL; clearing reports ''.
 */
export function SignaturePad({
  label,
  clearLabel,
  onChange,
}: {
  label: string;
  clearLabel: string;
  onChange: (signature: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadDrawing | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    // Drawn at the size it is shown, in device pixels: otherwise strokes land off the pointer, and blur.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio || element.width;
    element.height = element.offsetHeight * ratio || element.height;
    context.scale(ratio, ratio);
    const drawing = new SignaturePadDrawing(element, { backgroundColor: 'rgb(255,255,255)' });
    drawing.addEventListener('endStroke', () => report.current(drawing.toDataURL('image/png')));
    pad.current = drawing;
    return () => drawing.off();
  }, []);

  function clear() {
    pad.current?.clear();
    report.current('');
  }

  return (
    <div className="signature">
      <canvas
        ref={canvas}
        width={480}
        height={160}
        className="signature-canvas"
        aria-label={label}
        role="img"
      />
      <button type="button" className="button button-secondary" onClick={clear}>
        {clearLabel}
      </button>
    </div>
  );
}
