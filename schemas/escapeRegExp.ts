/** `text` as a regular expression matching exactly it (every character with a meaning escaped). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
