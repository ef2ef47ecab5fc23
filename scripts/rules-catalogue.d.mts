/** Types of rules-catalogue.mjs (the rule catalogue's generator), for test/docs. */
export const CATALOGUE_PATH: string;
export const CATALOGUE_COMMAND: string;
export function renderCatalogue(
  rules: readonly {
    meta: { id: string; group: string; severity: string; description: string; optIn?: boolean; fixable?: boolean; hasSuggestions?: boolean };
  }[],
): string;
