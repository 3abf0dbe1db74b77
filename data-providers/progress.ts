/**
 * Transfer progress of uploads and downloads. `total` is null when the other side announced no length:
 * the module export streams its xlsx chunked, so the browser only knows what has arrived so far.
 */
export interface TransferProgress {
  loaded: number;
  total: number | null;
}

export type ProgressListener = (progress: TransferProgress) => void;

function announcedLength(response: Response): number | null {
  // A compressed answer's content-length counts the encoded bytes, not what the reader yields.
  if (response.headers.get('content-encoding')) return null;
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** The body as a Blob, read chunk by chunk so the received size can be reported while it streams. */
export async function readBlobWithProgress(response: Response, onProgress: ProgressListener): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const total = announcedLength(response);
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ loaded: blob.size, total: total ?? blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}
