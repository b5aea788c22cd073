/**
 * The camera this tablet scanned with last, when staff chose one (several cameras): the next
 * scanner opens it rather than the back camera. Kept in localStorage, per browser; storage that
 * is full or refused (private mode) only means the back camera opens.
 */
const KEY = "backoffice.scanner.camera";

export function rememberedCamera(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberCamera(deviceId: string): void {
  try {
    localStorage.setItem(KEY, deviceId);
  } catch {
    // Not remembered: the back camera opens next time.
  }
}

export function forgetCamera(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
