/** Loads an image (same origin or data URL, so the canvas stays readable). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image failed: ${src.slice(0, 60)}`));
    img.src = src;
  });
}

/** Starts a download of a blob under `filename` (the browser's "save image"). */
export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const canvasBlob = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas is empty'))), 'image/png'),
  );

/** Saves a QR code (often SVG) as a PNG with a white margin, which every phone gallery opens. */
export async function saveAsPng(src: string, filename: string, size = 720): Promise<void> {
  const img = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  const pad = size * 0.06;
  ctx.drawImage(img, pad, pad, size - 2 * pad, size - 2 * pad);
  download(await canvasBlob(canvas), filename);
}
