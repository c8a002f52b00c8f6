import jsQR from 'jsqr';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { qrPngBase64 } from './qrPng';

describe('qrPngBase64', () => {
  it('makes a small PNG that decodes back to the text', () => {
    const text = 'frontdesk:pass:company-1:AAAAAAAAAAAAAAAAAAAAAA';
    const base64 = qrPngBase64(text);
    expect(base64.startsWith('iVBORw0KGgo')).toBe(true);
    expect(base64.length).toBeLessThan(4000);
    const image = decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    image.data.forEach((value, index) => {
      rgba.set([value, value, value, 255], index * 4);
    });
    expect(jsQR(rgba, image.width, image.height)?.data).toBe(text);
  });
});
