/**
 * A database id as it travels in a route segment, query parameter or header (enterprise, member, record):
 * a positive integer of at most 15 digits, so that it stays exact as a JS number. Both halves read ids
 * with it; anything else is not an id (the server answers such a header like a forged one).
 */
export const ID_TEXT = /^[1-9]\d{0,14}$/;

/** The id `raw` names, or undefined when it names none. */
export function idOf(raw: string | null | undefined): number | undefined {
  return raw && ID_TEXT.test(raw) ? Number(raw) : undefined;
}
