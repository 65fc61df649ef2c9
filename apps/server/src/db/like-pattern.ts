/** An `ilike` pattern for text containing `search`, whose `%`, `_` and `\` are searched for literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
