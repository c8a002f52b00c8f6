import { encode } from 'fast-png';
import { create } from 'qrcode';

const MODULE_PX = 4;
const QUIET_MODULES = 4;

/**
 * A QR code as a small black-and-white PNG, base64 (about a kilobyte): for an email attachment, made the
 * same way in every browser and in tests (no canvas).
 */
export function qrPngBase64(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_MODULES) * MODULE_PX;
  const pixels = new Uint8Array(side * side).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const top = (row + QUIET_MODULES) * MODULE_PX;
      const left = (col + QUIET_MODULES) * MODULE_PX;
      for (let y = top; y < top + MODULE_PX; y++)
        pixels.fill(0, y * side + left, y * side + left + MODULE_PX);
    }
  }
  const png = encode({ width: side, height: side, data: pixels, channels: 1, depth: 8 });
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const pngDataUrl = (base64: string) => `data:image/png;base64,${base64}`;
