import { api, type Data } from '@app/contracts';
import { API_BASE } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { withSandbox } from '../../lib/sandbox.ts';
import { getToken } from '../../lib/session.ts';
import { VALIDATE_RESPONSES } from '../../lib/validate-responses.ts';

const spec = api.common.uploader.multipart;
/** Photos above this are compressed before they go up (a phone photo is often 3–8 MB). */
const compressAbove = 1024 * 1024;

export class UnsupportedImage extends Error {}

/** Only the types the server accepts (it checks the content again). */
export const isSupportedImage = (file: File): boolean =>
  (spec.types as readonly string[]).includes(file.type);

/** Large photos shrink to at most 1 MB and 1920 px, in a worker, keeping their type. */
export async function compressImage(file: File): Promise<File> {
  if (!isSupportedImage(file)) throw new UnsupportedImage();
  if (file.size <= compressAbove) return file;
  // Loaded only when a large photo needs it: most screenshots are small, and it is ~20 KB gzip.
  const { default: imageCompression } = await import('browser-image-compression');
  const smaller = await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 1920, useWebWorker: true });
  return new File([smaller], file.name, { type: smaller.type || file.type });
}

/** `common/uploader` (multipart): the upload the user owns; its id goes with the recharge. */
export async function uploadImage(file: File): Promise<Data<typeof api.common.uploader>> {
  const form = new FormData();
  form.append(spec.field, file, file.name);
  const lang = currentLanguage();
  const headers: Record<string, string> = { lang, Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // In the tab's sandbox, like every other call (lib/api.ts): its token is valid there only.
  const res = await fetch(
    `${API_BASE}${api.common.uploader.path}?lang=${encodeURIComponent(lang)}`,
    withSandbox({ method: 'POST', headers, body: form }),
  );
  const body = (await res.json()) as { code: number; msg: string; data: Data<typeof api.common.uploader> };
  if (body.code !== 0) throw Object.assign(new Error(body.msg), { code: body.code });
  return VALIDATE_RESPONSES ? api.common.uploader.data.parse(body.data) : body.data;
}
