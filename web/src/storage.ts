/**
 * localStorage that never throws: storage can be disabled or full (private windows, blocked
 * cookies), and a preference that cannot be saved must not break the page.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  /** Stores `value`; false when the browser refused (the choice still applies for this page view). */
  set(key: string, value: string): boolean {
    try {
      if (!globalThis.localStorage) return false;
      globalThis.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to forget.
    }
  },
};
