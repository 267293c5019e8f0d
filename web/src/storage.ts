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
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Not persisted; the choice still applies for this page view.
    }
  },
};
