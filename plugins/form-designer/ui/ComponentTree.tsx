/** The component tree (spec §2 toolbar): the form's widgets as a tree; choosing one selects it on the canvas. */
import { Drawer, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormWidget } from '../../../schemas/forms/types';
import { childrenOf } from '../../../schemas/forms/walk';
import { pathTo } from '../model/tree';
import { NS, useDesignerContext } from './context';

export function ComponentTree({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  const data = useMemo(() => {
    const node = (w: FormWidget): TreeDataNode => ({
      key: w.id,
      title: <span data-testid={`tree-node-${w.options.name}`}>{`${t(`widget.${w.type}`)} · ${w.options.name}`}</span>,
      children: childrenOf(w).filter(({ child }) => !child.merged).map(({ child }) => node(child)),
    });
    return designer.form.widgetList.map(node);
  }, [designer.form, t]);
  const expanded = designer.selectedId ? pathTo(designer.form, designer.selectedId) : [];
  return (
    <Drawer open={open} onClose={onClose} title={t('tree.title')} placement="left" width={320} mask={false} data-testid="designer-tree-panel">
      <Tree
        treeData={data}
        defaultExpandAll
        expandedKeys={undefined}
        defaultExpandedKeys={expanded}
        selectedKeys={designer.selectedId ? [designer.selectedId] : []}
        onSelect={(keys) => designer.select((keys[0] as string) ?? null)}
      />
    </Drawer>
  );
}
