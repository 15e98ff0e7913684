/**
 * Toast messages: any client component calls showToast(); the one <Toaster> in the layout
 * displays them in an aria-live region.
 */
export type ToastKind = 'success' | 'error' | 'info';
export type ToastDetail = { message: string; kind: ToastKind };

export const TOAST_EVENT = 'sabai:toast';

export function showToast(message: string, kind: ToastKind = 'info'): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail: { message, kind } }));
}
