/**
 * Reads a QR code from a camera frame: with the browser's BarcodeDetector where it has one, else with
 * jsQR, loaded only then (Chromium on Linux and Windows has no BarcodeDetector).
 */
export type QrDecoder = (frame: HTMLCanvasElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

function nativeDetector(): BarcodeDetectorClass | null {
  const candidate: unknown = Reflect.get(globalThis, 'BarcodeDetector');
  return typeof candidate === 'function' ? (candidate as BarcodeDetectorClass) : null;
}

export async function createQrDecoder(): Promise<QrDecoder> {
  const Native = nativeDetector();
  if (Native && (await Native.getSupportedFormats()).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return (frame) => {
    const context = frame.getContext('2d', { willReadFrequently: true });
    if (!context) return Promise.resolve(null);
    const { data, width, height } = context.getImageData(0, 0, frame.width, frame.height);
    return Promise.resolve(jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null);
  };
}
