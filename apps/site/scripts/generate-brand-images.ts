/**
 * Renders the installable-app icons and the default share image from the logo, so a re-brand
 * only swaps public/images/logo.svg and runs:
 *
 *   pnpm exec tsx apps/site/scripts/generate-brand-images.ts
 *
 * The outputs are committed; the build does not run this.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { siteConfig } from '../app/config/site.config.ts';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = path.join(publicDir, 'images', 'logo.svg');

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char] ?? char);

async function icon(size: number, file: string, padding = 0) {
  const inner = Math.round(size * (1 - padding * 2));
  const art = await sharp(logo, { density: 600 }).resize(inner, inner).png().toBuffer();
  await sharp({
    create: { width: size, height: size, channels: 4, background: siteConfig.themeColor },
  })
    .composite([{ input: art, gravity: 'center' }])
    .png()
    .toFile(path.join(publicDir, file));
}

async function shareImage() {
  const { width, height } = siteConfig.shareImage;
  const art = await sharp(logo, { density: 600 }).resize(220, 220).png().toBuffer();
  const text =
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <text x="380" y="300" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="84" fill="#fdf6ee">${escapeXml(siteConfig.name)}</text>
    <text x="382" y="370" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#f3c8a8">${escapeXml(siteConfig.shareImage.caption)}</text>
  </svg>`);
  await sharp({ create: { width, height, channels: 3, background: '#1f1408' } })
    .composite([
      { input: art, left: 110, top: Math.round((height - 220) / 2) },
      { input: text, left: 0, top: 0 },
    ])
    .jpeg({ quality: 82 })
    .toFile(path.join(publicDir, siteConfig.shareImage.src));
}

// The plain icons are the round logo on the brand colour; the maskable one keeps the artwork in
// the central 80% safe zone that launchers never crop.
await icon(192, 'icons/icon-192.png');
await icon(512, 'icons/icon-512.png');
await icon(512, 'icons/maskable-512.png', 0.12);
await icon(180, 'icons/apple-touch-icon.png', 0.06);
await shareImage();
console.info('brand images written to', publicDir);
