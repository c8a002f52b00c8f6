/** Reading a QR code (a pass or an invitation) from the desk's camera. */
export { ScanToggle } from './ScanToggle';
