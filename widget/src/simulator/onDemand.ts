/**
 * A module imported once per page, the first time it is needed: `loaded()` is what arrived (or null), and
 * `load()` imports it (once; after a failed import, the network, the next call tries again).
 */
export function onDemand<T>(importer: () => Promise<T>): { loaded(): T | null; load(): Promise<T> } {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
