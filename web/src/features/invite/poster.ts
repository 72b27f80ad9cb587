import { canvasBlob, loadImage } from '../../lib/save-image.ts';

export interface PosterText {
  siteName: string;
  headline: string;
  codeLabel: string;
  code: string;
  scanHint: string;
}

const W = 750;
const H = 1200;

/** Draws the invite poster (site name, headline, QR of the link, invite code) and returns it as a PNG. */
export async function drawPoster(qrSrc: string, text: PosterText): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#1652f0');
  bg.addColorStop(1, '#6a3df0');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);

  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.font = 'bold 64px system-ui, sans-serif';
  ctx.fillText(text.siteName, W / 2, 150, W - 80);
  ctx.font = '36px system-ui, sans-serif';
  ctx.fillText(text.headline, W / 2, 225, W - 80);

  // A white card holding the QR code and the invite code.
  const card = { x: 95, y: 300, w: 560, h: 780 };
  ctx.beginPath();
  ctx.roundRect(card.x, card.y, card.w, card.h, 32);
  ctx.fill();
  const qr = await loadImage(qrSrc);
  ctx.drawImage(qr, card.x + 60, card.y + 50, card.w - 120, card.w - 120);
  ctx.fillStyle = '#8a919f';
  ctx.font = '30px system-ui, sans-serif';
  ctx.fillText(text.codeLabel, W / 2, card.y + card.w + 20, card.w - 40);
  ctx.fillStyle = '#0a0b0d';
  ctx.font = 'bold 64px ui-monospace, monospace';
  ctx.fillText(text.code, W / 2, card.y + card.w + 100, card.w - 40);
  ctx.fillStyle = '#fff';
  ctx.font = '30px system-ui, sans-serif';
  ctx.fillText(text.scanHint, W / 2, H - 60, W - 80);
  return canvasBlob(canvas);
}
