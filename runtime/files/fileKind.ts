import { extensionOf } from '../../schemas/contracts/storage/rules';

/** Spec §9 file type classes. */
export type FileKind = 'image' | 'video' | 'audio' | 'word' | 'excel' | 'ppt' | 'pdf' | 'txt' | 'zip' | 'other';

const KINDS: Record<string, FileKind> = {
  png: 'image', jpg: 'image', jpeg: 'image', webp: 'image', gif: 'image', bmp: 'image',
  mp4: 'video', avi: 'video', webm: 'video', mov: 'video',
  mp3: 'audio', wav: 'audio', ogg: 'audio', m4a: 'audio', aac: 'audio',
  doc: 'word', docx: 'word',
  xls: 'excel', xlsx: 'excel',
  ppt: 'ppt', pptx: 'ppt',
  pdf: 'pdf',
  txt: 'txt',
  zip: 'zip', rar: 'zip',
};

/** The viewers the overlay has: old binary doc/xls and archives can only be downloaded. */
export type Viewer = 'image' | 'pdf' | 'docx' | 'xlsx' | 'video' | 'audio';

/** The extension of a file name, or of a URL's path (query and fragment ignored). */
export function extensionFromNameOrUrl(nameOrUrl: string): string {
  let path = nameOrUrl;
  try {
    path = new URL(nameOrUrl, 'http://x').pathname;
  } catch {
    /* a bare name */
  }
  return extensionOf(decodeURIComponent(path.split('/').pop() ?? ''));
}

export function fileKind(nameOrUrl: string): FileKind {
  return KINDS[extensionFromNameOrUrl(nameOrUrl)] ?? 'other';
}

export function viewerFor(nameOrUrl: string): Viewer | null {
  const ext = extensionFromNameOrUrl(nameOrUrl);
  if (ext === 'docx') return 'docx';
  if (ext === 'xlsx') return 'xlsx';
  const kind = KINDS[ext];
  if (kind === 'image' || kind === 'pdf' || kind === 'video' || kind === 'audio') return kind;
  return null;
}
