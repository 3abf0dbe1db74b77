/** The designer's toolbar (spec §2): undo, redo, PC/Pad/H5, component tree, clear, preview, import, exports, SFC, templates, save. */
import { ApartmentOutlined, ClearOutlined, CodeOutlined, DownloadOutlined, EyeOutlined, FileAddOutlined, ImportOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutType } from '../../../schemas/forms/types';
import { notifier } from '../../../runtime/services/notifier';
import { NS, useDesignerContext } from './context';

export type ToolbarAction = 'tree' | 'preview' | 'import' | 'json' | 'code' | 'sfc' | 'templates' | 'save';

function Tool({ title, icon, onClick, disabled, testId, children }: { title: string; icon: ReactNode; onClick(): void; disabled?: boolean; testId: string; children?: ReactNode }) {
  return (
    <Tooltip title={children ? undefined : title}>
      <Button size="small" icon={icon} onClick={onClick} disabled={disabled} aria-label={title} data-testid={testId}>
        {children}
      </Button>
    </Tooltip>
  );
}

export function Toolbar({ onAction, title }: { onAction(action: ToolbarAction): void; title: ReactNode }) {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  const clear = async () => {
    if (designer.form.widgetList.length === 0) return;
    if (await notifier.confirm({ title: t('tip'), content: t('toolbar.clearConfirm') })) designer.replace({ ...designer.form, widgetList: [] });
  };
  return (
    <div className="fd-toolbar" data-testid="designer-toolbar">
      <div className="fd-toolbar-title">{title}</div>
      <Space size={4} wrap>
        <Tool title={t('toolbar.undo')} icon={<UndoOutlined />} onClick={designer.undo} disabled={!designer.canUndo} testId="designer-undo" />
        <Tool title={t('toolbar.redo')} icon={<RedoOutlined />} onClick={designer.redo} disabled={!designer.canRedo} testId="designer-redo" />
        <Segmented<LayoutType>
          size="small"
          value={designer.layout}
          onChange={designer.setLayout}
          options={(['PC', 'Pad', 'H5'] as const).map((v) => ({ value: v, label: <span data-testid={`designer-layout-${v}`}>{v}</span> }))}
        />
        <Tool title={t('toolbar.tree')} icon={<ApartmentOutlined />} onClick={() => onAction('tree')} testId="designer-tree" />
        <Tool title={t('toolbar.clear')} icon={<ClearOutlined />} onClick={() => void clear()} testId="designer-clear" />
        <Tool title={t('toolbar.preview')} icon={<EyeOutlined />} onClick={() => onAction('preview')} testId="designer-preview">
          {t('toolbar.preview')}
        </Tool>
        <Tool title={t('toolbar.import')} icon={<ImportOutlined />} onClick={() => onAction('import')} testId="designer-import">
          {t('toolbar.import')}
        </Tool>
        <Tool title={t('toolbar.exportJson')} icon={<DownloadOutlined />} onClick={() => onAction('json')} testId="designer-export-json">
          {t('toolbar.exportJson')}
        </Tool>
        <Tool title={t('toolbar.exportCode')} icon={<CodeOutlined />} onClick={() => onAction('code')} testId="designer-export-code">
          {t('toolbar.exportCode')}
        </Tool>
        <Tool title={t('toolbar.sfc')} icon={<CodeOutlined />} onClick={() => onAction('sfc')} testId="designer-sfc">
          {t('toolbar.sfc')}
        </Tool>
        <Tool title={t('toolbar.templates')} icon={<FileAddOutlined />} onClick={() => onAction('templates')} testId="designer-templates">
          {t('toolbar.templates')}
        </Tool>
        <Button size="small" type="primary" icon={<SaveOutlined />} onClick={() => onAction('save')} data-testid="designer-save">
          {t('toolbar.save')}
        </Button>
      </Space>
    </div>
  );
}
