/**
 * Nesting depth of JSON text, counted without parsing (so without recursion): a body nested thousands
 * of levels deep parses fine but overflows the stack of every recursive walk after it (validation,
 * cloning, normalising). No request of this API nests deeper than a few levels.
 */
export const MAX_JSON_DEPTH = 32;

/** True when `text` opens more than `max` arrays/objects inside one another (strings are skipped). */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}
