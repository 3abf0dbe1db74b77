import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKeyOfEnterprise, isValidKey, monthPrefix, newUploadKey, pathUnderRoot, safeFileName } from '../../server/storage/keys';

describe('object keys', () => {
  it('are ent/<enterprise>/<yyyy>/<mm>/<uuid>-<safe name>, month in Beijing time', () => {
    // 2024-01-31 16:30 UTC is already 1 February in Beijing.
    const key = newUploadKey(7, '排污 许可证(2024).pdf', new Date('2024-01-31T16:30:00Z'), '0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(key).toBe('ent/7/2024/02/0f8fad5b-d9cb-469f-a165-70867728950e-排污_许可证_2024_.pdf');
    expect(monthPrefix(7, new Date('2024-01-31T15:59:59Z'))).toBe('ent/7/2024/01/');
    expect(isValidKey(key)).toBe(true);
  });

  it('reduce names to a safe segment that keeps the extension', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_._etc_passwd');
    expect(safeFileName('a\\b/c:d.png')).toBe('a_b_c_d.png');
    expect(safeFileName('...')).toBe('file');
    const long = safeFileName(`${'很'.repeat(100)}.docx`);
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith('.docx')).toBe(true);
    expect(Buffer.byteLength(`${'0'.repeat(37)}${long}`)).toBeLessThan(255);
  });

  it('refuse traversal, absolute paths, backslashes, control characters and empty segments', () => {
    for (const bad of [
      '',
      '/etc/passwd',
      'ent/1/../2/x.png',
      'ent/1/./x.png',
      '..',
      'ent/1/..',
      'ent\\1\\x.png',
      'ent//1/x.png',
      'ent/1/x.png/',
      'C:/x.png',
      'ent/1/x\u0000.png',
      'ent/1/x\n.png',
      'e'.repeat(1025),
      'ent/1/cafe\u0301.png', // not NFC
    ]) {
      expect(isValidKey(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isValidKey(42)).toBe(false);
  });

  it('belong to an enterprise by exact prefix (ent/1 does not own ent/12)', () => {
    expect(isKeyOfEnterprise('ent/1/2024/01/a.png', 1)).toBe(true);
    expect(isKeyOfEnterprise('ent/12/2024/01/a.png', 1)).toBe(false);
    expect(isKeyOfEnterprise('ent/1/../12/a.png', 1)).toBe(false);
  });

  it('map to paths that never leave the root', () => {
    const root = resolve('/srv/files');
    expect(pathUnderRoot(root, 'ent/1/a.png')).toBe(join(root, 'ent/1/a.png'));
    for (const bad of ['../x', 'ent/../../x', '/etc/passwd', 'a\\..\\..\\x']) {
      expect(() => pathUnderRoot(root, bad), bad).toThrow();
    }
  });
});
