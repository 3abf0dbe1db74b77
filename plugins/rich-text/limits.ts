import { RICH_TEXT_MAX_CHARS } from '../../schemas/contracts/storage/rules';

/** Spec §5: rich text holds at most 100000 characters; longer text is truncated (a paste is cut to fit). */
export { RICH_TEXT_MAX_CHARS };

/** The part of a paste that still fits: `current` characters are already in the editor. */
export function fitPaste(text: string, current: number, max = RICH_TEXT_MAX_CHARS): string {
  const room = Math.max(0, max - current);
  // Cut on code points so a surrogate pair is never split into an invalid character.
  const chars = Array.from(text);
  return chars.length <= room ? text : chars.slice(0, room).join('');
}

/** Pasted HTML, Word markup or images are dropped: only the clipboard's plain text is inserted. */
export function plainTextOf(clipboard: Pick<DataTransfer, 'getData'> | null): string {
  return (clipboard?.getData('text/plain') ?? '').replace(/\r\n?/g, '\n');
}
