import { api } from '@app/contracts';
import { API_BASE, request, upload } from '../../lib/api.ts';
import { withSandbox } from '../../lib/sandbox.ts';
import { getToken } from '../../lib/session.ts';

/** A side of the ID as the form holds it: the upload id the server knows, and a local URL to show. */
export interface IdPhoto {
  id: string;
  preview: string;
}

/**
 * Big enough to read every line of an ID card, small enough to upload on a slow phone network. The
 * library draws the image on a canvas in its EXIF orientation, so a phone photo taken sideways arrives
 * upright. No web worker: by default it would fetch its script from a CDN, which the CSP refuses.
 */
const compression = {
  maxSizeMB: 1,
  maxWidthOrHeight: 1600,
  useWebWorker: false,
  fileType: 'image/jpeg',
  initialQuality: 0.85,
} as const;

/** Thrown when the browser cannot decode the file as an image (the spec's "Unsupported image files"). */
export class UnsupportedImage extends Error {}

export async function compressPhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) throw new UnsupportedImage(file.type);
  // The library loads with the first photo chosen, not with the page.
  const { default: imageCompression } = await import('browser-image-compression');
  try {
    return await imageCompression(file, compression);
  } catch {
    throw new UnsupportedImage(file.type);
  }
}

/** Compresses (EXIF rotation fixed), uploads, and returns the id with a local preview of what was sent. */
export async function uploadIdPhoto(file: File): Promise<IdPhoto> {
  const compressed = await compressPhoto(file);
  const data = await upload(api.common.uploader, compressed, { filename: 'id.jpg' });
  return { id: data.id, preview: URL.createObjectURL(compressed) };
}

/**
 * An own upload as a local URL: the server answers it only with the owner's token, so an <img src> to
 * it cannot work; it is fetched with the token and shown from a blob.
 */
export async function fetchOwnPhoto(url: string, signal?: AbortSignal): Promise<string> {
  const absolute = url.startsWith('/api/v1/') ? API_BASE + url.slice('/api/v1/'.length) : url;
  const token = getToken();
  // In the tab's sandbox (its token is valid there only), like every call of lib/api.ts.
  const res = await fetch(
    absolute,
    withSandbox({ headers: token ? { Authorization: `Bearer ${token}` } : {}, signal }),
  );
  if (!res.ok || !res.headers.get('content-type')?.startsWith('image/')) throw new Error('not an image');
  return URL.createObjectURL(await res.blob());
}

/** Deletes a photo uploaded in this visit and then retaken, so abandoned photos do not pile up. */
export function discardPhoto(id: string): void {
  request(api.common.deleteUploader, { query: { id } }).catch(() => undefined);
}
