// @vitest-environment jsdom
// runtime/files/AttachmentList: a detail page's attachments — the file list in the client area, the
// server's signed links in the back office, the placeholder when there are none.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentList } from '../../runtime/files/AttachmentList';
import { initI18n } from '../../runtime/i18n';

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(cleanup);

const files = [
  { name: '巡检记录.pdf', size: 2048, type: 'pdf', url: 'ent/2/a.pdf', path: 'https://store.example/ent/2/a.pdf?X-Signature=1' },
  { name: '照片.png', size: 4096, type: 'png', url: 'ent/2/b.png', path: 'https://store.example/ent/2/b.png?X-Signature=2' },
];

describe('attachment list', () => {
  it('shows signed links in the back office, opening in a new tab without a handle on the page', () => {
    render(<AttachmentList files={files} signed testId="att" />);
    const links = screen.getByTestId('att').querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['巡检记录.pdf', files[0].path, '_blank', 'noopener noreferrer'],
      ['照片.png', files[1].path, '_blank', 'noopener noreferrer'],
    ]);
  });

  it('shows the file list (preview, download) in the client area', () => {
    render(<AttachmentList files={files} testId="att" />);
    const items = screen.getByTestId('att').querySelectorAll('[data-testid="file-item"]');
    expect([...items].map((li) => li.getAttribute('data-name'))).toEqual(['巡检记录.pdf', '照片.png']);
    expect(screen.getByTestId('att').querySelectorAll('a[href*="X-Signature"]')).toHaveLength(0);
  });

  it('shows the placeholder given when there are no files, else nothing', () => {
    const { container } = render(<AttachmentList files={[]} testId="att" empty="—" />);
    expect(container.textContent).toBe('—');
    cleanup();
    const none = render(<AttachmentList files={[]} signed testId="att" />);
    expect(none.container.textContent).toBe('');
  });
});
