import { Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { currentLocale } from '../i18n';
import type { ServerMenu } from '../shell/serverMenus';
import { checkState, indexTree, toggleGrant } from './grantTree';
import './menu-grant-tree.css';

export interface MenuGrantTreeProps {
  /** A menu/treeList answer: directories, menus and their type-2 button entries as children. */
  menus: readonly ServerMenu[];
  /** Granted menu ids (ids the tree does not hold are ignored for display and kept in `onChange`). */
  value: ReadonlySet<number>;
  onChange?: (next: Set<number>) => void;
  disabled?: boolean;
  /** Text of the tag that marks a button entry (the caller's namespace owns it). */
  buttonLabel: string;
  'data-testid'?: string;
}

function menuTitle(node: ServerMenu): string {
  return (currentLocale() === 'en-US' ? node.meta.titleEn : node.meta.title) ?? node.name;
}

function toTreeData(nodes: readonly ServerMenu[], buttonLabel: string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span data-testid={`grant-${node.code}`}>
        {menuTitle(node)}
        {node.type === 2 && <Tag className="ec-grant-button-tag">{buttonLabel}</Tag>}
      </span>
    ),
    children: node.children?.length ? toTreeData(node.children, buttonLabel) : undefined,
  }));
}

/**
 * Checkable menu tree for granting menus and buttons (enterprise roles, back-office roles, editions).
 * Selection follows `grantTree` (closure up, cascade down); parents with part of their subtree granted
 * show half-checked.
 */
export function MenuGrantTree({ menus, value, onChange, disabled, buttonLabel, 'data-testid': testId }: MenuGrantTreeProps) {
  const index = useMemo(() => indexTree(menus), [menus]);
  const treeData = useMemo(() => toTreeData(menus, buttonLabel), [menus, buttonLabel]);
  return (
    <Tree
      checkable
      // The selection rules are ours (grantTree): antd's own conduction would drop a granted page when one
      // of its buttons is unchecked.
      checkStrictly
      // Directories open, pages closed: the buttons of a page show when it is expanded.
      defaultExpandedKeys={menus.map((n) => n.id)}
      selectable={false}
      disabled={disabled || !onChange}
      treeData={treeData}
      checkedKeys={checkState(index, value)}
      onCheck={(_, info) => onChange?.(toggleGrant(index, value, Number(info.node.key), info.checked))}
      data-testid={testId}
    />
  );
}
