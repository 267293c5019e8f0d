/**
 * Project content (the validated document without server fields) is stored as one JSON string: it
 * comes back exactly as saved (key order, numbers) and is free of DynamoDB's map-depth and number limits.
 */
export type ProjectContent = Record<string, unknown>;

export function storedContent(content: ProjectContent): string {
  return JSON.stringify(content);
}

/** The content of an item; an empty object if the attribute is missing or damaged. */
export function loadedContent(value: unknown): ProjectContent {
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ProjectContent)
      : {};
  } catch {
    return {};
  }
}
