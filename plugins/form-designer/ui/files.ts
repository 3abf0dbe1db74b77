/** Copy to the clipboard and save as a file, for the export dialogs. */
import { i18n } from '../../../runtime/i18n';
import { notifier } from '../../../runtime/services/notifier';
import { NS } from './context';

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard access (insecure origin, denied): select-and-copy through a hidden text area.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  notifier.toast('success', i18n.t('code.copied', { ns: NS }), 1);
}

export function saveText(text: string, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
