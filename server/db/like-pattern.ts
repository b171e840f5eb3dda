/** A search typed by a person as an ILIKE pattern matching anywhere: `%` and `_` in it are letters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
