export { QrCode, type QrCodeProps } from './QrCode';
export { qrMatrix, qrPath, QUIET_ZONE, type QrErrorCorrection } from './qr-path';
