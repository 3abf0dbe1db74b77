import type { IDomEditor, IEditorConfig, IToolbarConfig } from '@wangeditor/editor';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import '@wangeditor/editor/dist/css/style.css';
import { useEffect, useMemo, useState } from 'react';
import { useUploader } from '../../runtime/files/useUploader';
import { fitPaste, plainTextOf, RICH_TEXT_MAX_CHARS } from './limits';

export interface RichTextEditorProps {
  /** HTML; injected by antd Form.Item. The server stores it through sanitizeRichText. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  height?: number;
  disabled?: boolean;
  testId?: string;
}

type InsertImage = (url: string, alt: string, href: string) => void;
type InsertVideo = (url: string, poster: string) => void;

const TOOLBAR: Partial<IToolbarConfig> = {
  excludeKeys: ['group-video', 'insertImage', 'insertVideo', 'codeBlock', 'fullScreen'],
  insertKeys: { index: 22, keys: ['uploadImage', 'uploadVideo'] },
};

/**
 * wangEditor 5 with the spec §5 rules: images (png/jpg/jpeg) and videos (mp4, ≤ 500 MB) go through the
 * upload plugin (same checks, messages and resumable transfer), paste is plain text only, and the text
 * is limited to 100000 characters (a paste is cut to what still fits).
 */
export default function RichTextEditor({ value, onChange, placeholder, height = 360, disabled, testId = 'rich-text' }: RichTextEditorProps) {
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  const images = useUploader({ purpose: 'image', maxCount: 1 });
  const videos = useUploader({ purpose: 'video', maxCount: 1 });

  const config = useMemo<Partial<IEditorConfig>>(
    () => ({
      placeholder,
      // The editor loads lazily, often after the user has begun filling the fields above it: focusing
      // itself when created (wangEditor's default) would pull their typing into the body.
      autoFocus: false,
      maxLength: RICH_TEXT_MAX_CHARS,
      readOnly: disabled,
      customPaste: (ed: IDomEditor, event: ClipboardEvent) => {
        const text = fitPaste(plainTextOf(event.clipboardData), ed.getText().length);
        if (text) ed.insertText(text);
        event.preventDefault();
        return false;
      },
      MENU_CONF: {
        uploadImage: {
          customUpload: async (file: File, insert: InsertImage) => {
            const [entry] = await images.upload([file], 0);
            if (entry?.path) insert(entry.path, entry.name, '');
          },
        },
        uploadVideo: {
          customUpload: async (file: File, insert: InsertVideo) => {
            const [entry] = await videos.upload([file], 0);
            if (entry?.path) insert(entry.path, '');
          },
        },
      },
    }),
    // The uploaders' upload functions are stable for the editor's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [placeholder, disabled],
  );

  useEffect(() => () => editor?.destroy(), [editor]);

  return (
    <div className="ec-rich-text" data-testid={testId} style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <Toolbar editor={editor} defaultConfig={TOOLBAR} mode="default" style={{ borderBottom: '1px solid #f0f0f0' }} />
      <Editor
        defaultConfig={config}
        value={value ?? ''}
        onCreated={setEditor}
        onChange={(ed) => onChange?.(ed.isEmpty() ? '' : ed.getHtml())}
        mode="default"
        style={{ height, overflowY: 'hidden' }}
      />
    </div>
  );
}
