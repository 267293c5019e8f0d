/** The title of the home page and of every route that sets no title of its own. */
export const DEFAULT_TITLE = 'PLC IO Simulator';

/** Shown as the title of a detail page until the item's name is known. */
export const LOADING_TITLE = 'Loading…';

/** The sections whose detail pages are titled '{section} | {name}'. */
export type DetailSection = 'Projects' | 'Examples' | 'Problems' | 'Community' | 'Shared' | 'Learn';

/** Title of a detail page: '{section} | {name}', or 'Loading…' while the name is unknown. */
export function detailTitle(section: DetailSection, name: string | null | undefined): string {
  return name ? `${section} | ${name}` : LOADING_TITLE;
}

/** Title of a list or static page: '{page} | PLC IO Simulator'. */
export function pageTitle(page: string): string {
  return `${page} | ${DEFAULT_TITLE}`;
}
