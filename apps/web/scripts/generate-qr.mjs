// Writes public/images/play-store-qr.svg: a QR code of the Play store address (spec §2), generated
// at build time from VITE_PLAY_STORE_URL (default below, the same as src/lib/links.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const url = process.env.VITE_PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=np.mamata.app';
const out = fileURLToPath(new URL('../public/images/play-store-qr.svg', import.meta.url));
const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0f172a', light: '#ffffff' } });
writeFileSync(out, svg);
console.log(`QR code for ${url} written to ${out}`);
