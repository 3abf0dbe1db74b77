/** Handling of text that arrived from the network. */

/**
 * A prototype-less object for maps keyed by packet text: keys such as `__proto__` or `constructor`
 * arrive from the network and must neither hit Object.prototype nor be read back from it.
 */
export const emptyRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** Network text for a log message: quoted, escaped (no forged log lines) and cut short. */
export const quote = (text: string, max = 40): string => JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
