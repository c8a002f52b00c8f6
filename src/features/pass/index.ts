/** The visit pass: its QR code and the printable badge. */
export { PassQr } from './PassQr';
