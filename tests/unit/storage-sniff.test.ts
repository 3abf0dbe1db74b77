import { describe, expect, it } from 'vitest';
import { contentMatchesExtension } from '../../server/storage/sniff';

const b = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const SAMPLES: Record<string, Buffer> = {
  png: b([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'),
  jpg: b([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  webp: b('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  avi: b('RIFF', [0x24, 0, 0, 0], 'AVI LIST'),
  pdf: b('%PDF-1.4\n%\xe2\xe3'),
  mp4: b([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2'),
  doc: b([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  docx: b('PK\x03\x04', [0x14, 0, 6, 0], '[Content_Types].xml'),
  rar: b('Rar!\x1a\x07\x01\x00'),
};

describe('magic-number sniffing', () => {
  it('recognises each accepted format', () => {
    const cases: [string, string][] = [
      ['png', 'png'], ['jpg', 'jpg'], ['jpeg', 'jpg'], ['webp', 'webp'], ['avi', 'avi'], ['pdf', 'pdf'], ['mp4', 'mp4'],
      ['doc', 'doc'], ['xls', 'doc'], ['docx', 'docx'], ['xlsx', 'docx'], ['zip', 'docx'], ['rar', 'rar'],
    ];
    for (const [ext, sample] of cases) expect(contentMatchesExtension(ext, SAMPLES[sample]), ext).toBe(true);
    expect(contentMatchesExtension('rar', b('Rar!\x1a\x07\x00'))).toBe(true);
    expect(contentMatchesExtension('zip', b('PK\x05\x06', [0, 0, 0, 0]))).toBe(true);
  });

  it('refuses content of another format under an extension', () => {
    expect(contentMatchesExtension('png', SAMPLES.jpg)).toBe(false);
    expect(contentMatchesExtension('webp', SAMPLES.avi)).toBe(false);
    expect(contentMatchesExtension('avi', SAMPLES.webp)).toBe(false);
    expect(contentMatchesExtension('docx', SAMPLES.doc)).toBe(false);
    expect(contentMatchesExtension('docx', b('PK\x05\x06', [0, 0]))).toBe(false);
    expect(contentMatchesExtension('mp4', SAMPLES.pdf)).toBe(false);
    expect(contentMatchesExtension('pdf', b('<html><body>%PDF-'))).toBe(false);
    expect(contentMatchesExtension('jpg', b('<svg onload=alert(1)>'))).toBe(false);
  });

  it('refuses truncated, empty and unknown input', () => {
    expect(contentMatchesExtension('png', SAMPLES.png.subarray(0, 7))).toBe(false);
    expect(contentMatchesExtension('mp4', b([0, 0, 0]))).toBe(false);
    expect(contentMatchesExtension('pdf', Buffer.alloc(0))).toBe(false);
    expect(contentMatchesExtension('exe', b('MZ'))).toBe(false);
  });
});
