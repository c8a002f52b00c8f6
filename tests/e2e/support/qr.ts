import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Reads the QR code a screen shows, from its pixels (as a phone's camera would), not from the DOM. */
export async function decodeQr(image: Locator): Promise<string> {
  const png = PNG.sync.read(await image.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error('no QR code could be read from the image');
  return found.data;
}
