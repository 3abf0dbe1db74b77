import { open } from 'node:fs/promises';

/** Up to `length` bytes from the start of a file on this machine (magic-number checks). */
export async function readFileStart(path: string, length: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buf, 0, length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
