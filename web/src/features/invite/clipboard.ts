import { toast } from '../../lib/feedback.ts';
import { translate as t } from '../../lib/i18n.ts';

/** The textarea fallback, for pages served over plain http where navigator.clipboard is missing. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies and says so with the spec's clipboard toast (success or failure). */
export async function copyText(text: string): Promise<boolean> {
  let ok = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      ok = true;
    }
  } catch {
    ok = false;
  }
  if (!ok) ok = copyBySelection(text);
  void toast(t(ok ? 'copy_success' : 'copy_failure'));
  return ok;
}
