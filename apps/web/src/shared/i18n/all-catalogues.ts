type Catalogue = Record<string, unknown>;

/** Every language's catalogue files (locales/<lang>/<area>.json), each loading as a chunk of its own. */
export const allCatalogues = import.meta.glob<{ default: Catalogue }>('../../locales/*/*.json');
