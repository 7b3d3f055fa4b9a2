// A QR code as an <img> source, made on the server (the MFA secret's otpauth:// address, issue 11):
// an SVG data URL, which the page's policy allows (img-src data:) and which needs no script.
import QRCode from 'qrcode';

export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
