/**
 * Toasts and dialogs. antd-mobile's Toast, Dialog and Modal (with their animation library) load on first
 * use, so they stay out of the start-up bundle.
 */
type Antd = {
  Toast: typeof import('antd-mobile/es/components/toast').default;
  Dialog: typeof import('antd-mobile/es/components/dialog').default;
  Modal: typeof import('antd-mobile/es/components/modal').default;
};
let antd: Antd | undefined;
const loadAntd = async (): Promise<Antd> => {
  const [Toast, Dialog, Modal] = await Promise.all([
    import('antd-mobile/es/components/toast').then((m) => m.default),
    import('antd-mobile/es/components/dialog').then((m) => m.default),
    import('antd-mobile/es/components/modal').then((m) => m.default),
  ]);
  antd ??= { Toast, Dialog, Modal };
  return antd;
};

/** Spec section 8: messages are toasts of 2000 ms with no icon. */
export const TOAST_MS = 2000;

/** A toast raised just before a navigation (e.g. "Logged in") survives that one route change. */
let carryOver = false;

export function toast(
  content: string,
  duration = TOAST_MS,
  options: { acrossNavigation?: boolean } = {},
): Promise<void> {
  if (!content) return Promise.resolve();
  carryOver = Boolean(options.acrossNavigation);
  return loadAntd().then(({ Toast }) => {
    Toast.show({ content, duration, icon: undefined });
  });
}

/** Loading stays until hideLoading (or a route change) hides it. */
export async function showLoading(content?: string): Promise<void> {
  const { Toast } = await loadAntd();
  Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
}

export function hideLoading(): void {
  antd?.Toast.clear();
}

/** Moving between routes hides any open modal, toast or loading indicator. */
export function hideAllFeedback(): void {
  if (!antd) return;
  if (carryOver) carryOver = false;
  else antd.Toast.clear();
  antd.Modal.clear();
  antd.Dialog.clear();
}

/**
 * A confirmation (antd-mobile's Dialog, loaded on first use): resolves true on OK. A route change closes it
 * unanswered (hideAllFeedback), and nothing happens.
 */
export async function confirmDialog(options: {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  const { Dialog } = await loadAntd();
  return Dialog.confirm(options);
}

/** Shows why a call failed; a 401 is already handled by the request layer and an abort is silent. */
export function toastError(error: unknown, fallback: string): void {
  const code = (error as { code?: number } | null)?.code;
  if (code === 401 || code === 600003) return;
  void toast((error instanceof Error && error.message) || fallback);
}
