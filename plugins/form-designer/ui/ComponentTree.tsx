/** The component tree (spec §2 toolbar): the form's widgets as a tree; choosing one selects it on the canvas. */
import { Drawer, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
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
  // Every container is open unless the user folded it, containers added later too; selecting a widget
  // (on the canvas too) unfolds its ancestors so it shows in the tree.
  const [folded, setFolded] = useState<ReadonlySet<Key>>(new Set());
  const { form, selectedId } = designer;
  useEffect(() => {
    if (!selectedId) return;
    const above = pathTo(form, selectedId).slice(0, -1);
    setFolded((prev) => (above.some((id) => prev.has(id)) ? new Set([...prev].filter((key) => !above.includes(String(key)))) : prev));
    // Only a new selection unfolds: folding an ancestor of the selected widget afterwards stays folded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);
  const parents = useMemo(() => {
    const out: Key[] = [];
    const visit = (n: TreeDataNode) => {
      if (n.children?.length) out.push(n.key);
      n.children?.forEach(visit);
    };
    data.forEach(visit);
    return out;
  }, [data]);
  const expanded = parents.filter((key) => !folded.has(key));
  return (
    <Drawer open={open} onClose={onClose} title={t('tree.title')} placement="left" width={320} mask={false} data-testid="designer-tree-panel">
      <Tree
        treeData={data}
        expandedKeys={expanded}
        onExpand={(keys) => setFolded(new Set(parents.filter((key) => !keys.includes(key))))}
        selectedKeys={designer.selectedId ? [designer.selectedId] : []}
        onSelect={(keys) => designer.select((keys[0] as string) ?? null)}
      />
    </Drawer>
  );
}
