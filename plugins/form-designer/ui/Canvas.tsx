/**
 * The design canvas: the form tree drawn for editing. Every widget is selectable (settings panel),
 * draggable by its handle and a drop target; every container list is a drop slot. Fields show their
 * real registry control (inert), so the canvas looks like the form.
 */
import { CopyOutlined, DeleteOutlined, DragOutlined, MoreOutlined, PlusOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Button, Dropdown, Tabs, Tooltip, type MenuProps } from 'antd';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetKind } from '../../../schemas/forms/catalogue';
import type { FormWidget } from '../../../schemas/forms/types';
import { fieldOfWidget } from '../../../runtime/forms/fieldOfWidget';
import { FieldWidgetEdit } from '../../../runtime/plugins/fieldWidgets';
import { addPart, deletePart } from '../model/containerOps';
import { deleteLine, insertLine, mergeCell, mergeLine, splitCell, type TableEdit } from '../model/tableOps';
import { duplicateWidget, factoryFor, locateAll, removeWidget, ROOT } from '../model/tree';
import { NS, useDesignerContext } from './context';
import { slotDropId, widgetDragId, widgetDropId, type DragData, type DropData } from './dnd';

const stop = (e: MouseEvent) => e.stopPropagation();

function Slot({ slot, widgets, className }: { slot: string; widgets: FormWidget[]; className?: string }) {
  const { t } = useTranslation(NS);
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(slot), data: { kind: 'slot', slot } satisfies DropData });
  return (
    <div ref={setNodeRef} className={['fd-slot', isOver ? 'fd-over' : '', widgets.length === 0 ? 'fd-slot-empty' : '', className ?? ''].join(' ')} data-testid={`designer-slot-${slot}`}>
      {widgets.map((w, index) => (
        <Item key={w.id} widget={w} slot={slot} index={index} />
      ))}
      {widgets.length === 0 && <div className="fd-slot-hint">{t('canvas.drop')}</div>}
    </div>
  );
}

/** A selectable box around a part of a container (grid column, table cell, tab pane). */
function Part({ widget, children, actions, className, style }: { widget: FormWidget; children: ReactNode; actions?: ReactNode; className?: string; style?: React.CSSProperties }) {
  const { designer } = useDesignerContext();
  const selected = designer.selectedId === widget.id;
  return (
    <div
      className={['fd-part', selected ? 'fd-selected' : '', className ?? ''].join(' ')}
      style={style}
      onClick={(e) => {
        e.stopPropagation();
        designer.select(widget.id);
      }}
      data-testid={`designer-part-${widget.options.name}`}
    >
      {selected && actions ? (
        <div className="fd-part-actions" onClick={stop}>
          {actions}
        </div>
      ) : null}
      {children}
    </div>
  );
}

/**
 * Widgets drawn as a still picture on the canvas: the rich editor is a whole editor instance (toolbar,
 * document, timers) that a canvas re-creating widgets on every undo would only churn through.
 */
const STILL = new Set(['rich-editor']);

function Preview({ widget }: { widget: FormWidget }) {
  const { t } = useTranslation(NS);
  const field = useMemo(() => fieldOfWidget(widget), [widget]);
  const kind = widgetKind(widget.type);
  const o = widget.options;
  return (
    <div className={`fd-field ${kind?.formItem ? 'fd-field-item' : ''}`}>
      {kind?.formItem && !o.labelHidden && (
        <label className={`fd-label${o.required ? ' fd-required' : ''}`}>{String(o.label || o.name)}</label>
      )}
      <div className="fd-control">
        {STILL.has(widget.type) ? (
          <div className={`fd-still fd-still-${widget.type}`} data-testid={`canvas-${o.name}`}>
            {t(`widget.${widget.type}`)}
          </div>
        ) : kind ? (
          <FieldWidgetEdit name={widget.type} options={o} field={field} testId={`canvas-${o.name}`} value={o.defaultValue ?? undefined} />
        ) : (
          <span className="fd-unknown">{t('canvas.unavailable')}</span>
        )}
      </div>
    </div>
  );
}

function GridView({ widget }: { widget: FormWidget }) {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  return (
    <div className="fd-grid">
      {(widget.cols ?? []).map((col) => (
        <Part
          key={col.id}
          widget={col}
          className="fd-grid-col"
          style={{ flex: `${Number(col.options.span) || 12} 1 0` }}
          actions={<Button size="small" danger icon={<DeleteOutlined />} onClick={() => designer.apply(deletePart(designer.form, col.id), { select: widget.id })} data-testid="designer-delete-part" />}
        >
          <Slot slot={col.id} widgets={col.widgetList ?? []} />
        </Part>
      ))}
      {designer.selectedId === widget.id && (
        <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={(e) => (stop(e), designer.apply(addPart(designer.form, widget.id, '')))} data-testid="designer-add-column">
          {t('canvas.addColumn')}
        </Button>
      )}
    </div>
  );
}

type TableOp = 'insertLeft' | 'insertRight' | 'insertAbove' | 'insertBelow' | 'mergeLeft' | 'mergeRight' | 'mergeAbove' | 'mergeBelow' | 'mergeRow' | 'mergeCol' | 'split' | 'deleteRow' | 'deleteCol';
const TABLE_OPS: TableOp[] = ['insertLeft', 'insertRight', 'insertAbove', 'insertBelow', 'mergeLeft', 'mergeRight', 'mergeAbove', 'mergeBelow', 'mergeRow', 'mergeCol', 'split', 'deleteRow', 'deleteCol'];

function TableView({ widget }: { widget: FormWidget }) {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  const run = (op: TableOp, r: number, c: number) => {
    const factory = factoryFor(designer.form);
    const cell = widget.rows![r].cols[c];
    const rs = Number(cell.options.rowspan) || 1;
    const cs = Number(cell.options.colspan) || 1;
    const edits: Record<TableOp, () => TableEdit> = {
      insertLeft: () => insertLine(widget, c, 'col', factory),
      insertRight: () => insertLine(widget, c + cs, 'col', factory),
      insertAbove: () => insertLine(widget, r, 'row', factory),
      insertBelow: () => insertLine(widget, r + rs, 'row', factory),
      mergeLeft: () => mergeCell(widget, r, c, 'left', factory),
      mergeRight: () => mergeCell(widget, r, c, 'right', factory),
      mergeAbove: () => mergeCell(widget, r, c, 'above', factory),
      mergeBelow: () => mergeCell(widget, r, c, 'below', factory),
      mergeRow: () => mergeLine(widget, r, 'row', factory),
      mergeCol: () => mergeLine(widget, c, 'col', factory),
      split: () => splitCell(widget, r, c, factory),
      deleteRow: () => deleteLine(widget, r, 'row', factory),
      deleteCol: () => deleteLine(widget, c, 'col', factory),
    };
    const edit = edits[op]();
    if ('error' in edit) return designer.apply(edit);
    const form = structuredClone(designer.form);
    const at = locateAll(form).get(widget.id)!;
    const list = at.slot === ROOT ? form.widgetList : locateAll(form).get(at.slot)!.widget.widgetList!;
    list[at.index] = edit.table;
    return designer.apply({ form }, { select: widget.id });
  };
  return (
    <table className="fd-table">
      <tbody>
        {(widget.rows ?? []).map((row, r) => (
          <tr key={row.id}>
            {row.cols.map((cell, c) => {
              if (cell.merged) return null;
              const menu: MenuProps = { items: TABLE_OPS.map((op) => ({ key: op, label: <span data-testid={`table-op-${op}`}>{t(`table.${op}`)}</span> })), onClick: ({ key, domEvent }) => (domEvent.stopPropagation(), run(key as TableOp, r, c)) };
              return (
                <td key={cell.id} colSpan={Number(cell.options.colspan) || 1} rowSpan={Number(cell.options.rowspan) || 1}>
                  <Part
                    widget={cell}
                    actions={
                      <Dropdown menu={menu} trigger={['click']}>
                        <Button size="small" icon={<MoreOutlined />} aria-label={t('table.menu')} data-testid={`table-cell-menu-${r}-${c}`} />
                      </Dropdown>
                    }
                  >
                    <Slot slot={cell.id} widgets={cell.widgetList ?? []} />
                  </Part>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TabView({ widget }: { widget: FormWidget }) {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  const panes = widget.tabs ?? [];
  const [active, setActive] = useState(() => panes.find((p) => p.options.active)?.id ?? panes[0]?.id);
  const current = panes.some((p) => p.id === active) ? active : panes[0]?.id;
  return (
    <Tabs
      type="card"
      size="small"
      activeKey={current}
      onChange={(key) => {
        setActive(key);
        designer.select(key);
      }}
      tabBarExtraContent={
        designer.selectedId === widget.id ? (
          <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={(e) => (stop(e), designer.apply(addPart(designer.form, widget.id, t('canvas.pane', { n: panes.length + 1 }))))} data-testid="designer-add-pane">
            {t('canvas.addPane')}
          </Button>
        ) : null
      }
      items={panes.map((pane) => ({
        key: pane.id,
        label: <span data-testid={`designer-pane-${pane.options.name}`}>{String(pane.options.label || pane.options.name)}</span>,
        children: (
          <Part
            widget={pane}
            actions={<Button size="small" danger icon={<DeleteOutlined />} onClick={() => designer.apply(deletePart(designer.form, pane.id), { select: widget.id })} data-testid="designer-delete-part" />}
          >
            <Slot slot={pane.id} widgets={pane.widgetList ?? []} />
          </Part>
        ),
      }))}
    />
  );
}

function BoxView({ widget }: { widget: FormWidget }) {
  const { t } = useTranslation(NS);
  const title = String(widget.options.label || widget.options.title || '') || t(`widget.${widget.type}`);
  return (
    <div className={`fd-box fd-box-${widget.type}`}>
      <div className="fd-box-title">{title}</div>
      <Slot slot={widget.id} widgets={widget.widgetList ?? []} />
    </div>
  );
}

function Content({ widget }: { widget: FormWidget }) {
  switch (widget.type) {
    case 'grid':
      return <GridView widget={widget} />;
    case 'table':
      return <TableView widget={widget} />;
    case 'tab':
      return <TabView widget={widget} />;
    case 'section':
    case 'card':
    case 'sub-form':
    case 'data-table':
      return <BoxView widget={widget} />;
    default:
      return <Preview widget={widget} />;
  }
}

function Item({ widget, slot, index }: { widget: FormWidget; slot: string; index: number }) {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  const name = widget.options.name;
  const drag = useDraggable({ id: widgetDragId(widget.id), data: { kind: 'move', id: widget.id, type: widget.type } satisfies DragData });
  const drop = useDroppable({ id: widgetDropId(widget.id), data: { kind: 'widget', id: widget.id, slot, index } satisfies DropData });
  const selected = designer.selectedId === widget.id;
  const parentId = slot === ROOT ? null : (locateAll(designer.form).get(slot)?.parent?.id ?? slot);
  return (
    <div
      ref={drop.setNodeRef}
      className={['fd-item', selected ? 'fd-selected' : '', drop.isOver ? 'fd-over' : '', drag.isDragging ? 'fd-dragging' : '', widget.options.hidden ? 'fd-hidden' : ''].join(' ')}
      onClick={(e) => {
        e.stopPropagation();
        designer.select(widget.id);
      }}
      data-testid={`designer-widget-${name}`}
      data-type={widget.type}
    >
      <div className="fd-item-bar" onClick={stop}>
        <span className="fd-item-name">
          {t(`widget.${widget.type}`)} · {name}
        </span>
        <Tooltip title={t('canvas.drag')}>
          <button type="button" className="fd-handle" ref={drag.setNodeRef} {...drag.listeners} {...drag.attributes} data-testid={`designer-drag-${name}`}>
            <DragOutlined />
          </button>
        </Tooltip>
        {selected && (
          <>
            {parentId && (
              <Tooltip title={t('canvas.parent')}>
                <Button size="small" type="text" icon={<VerticalAlignTopOutlined />} onClick={() => designer.select(parentId)} data-testid="designer-parent" />
              </Tooltip>
            )}
            <Tooltip title={t('canvas.copy')}>
              <Button
                size="small"
                type="text"
                icon={<CopyOutlined />}
                onClick={() => {
                  const edit = duplicateWidget(designer.form, widget.id);
                  designer.apply(edit, { select: 'id' in edit ? (edit.id ?? null) : undefined });
                }}
                data-testid="designer-copy"
              />
            </Tooltip>
            <Tooltip title={t('canvas.delete')}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => designer.apply(removeWidget(designer.form, widget.id), { select: null })} data-testid="designer-delete" />
            </Tooltip>
          </>
        )}
      </div>
      <Content widget={widget} />
    </div>
  );
}

export function Canvas() {
  const { t } = useTranslation(NS);
  const { designer } = useDesignerContext();
  const width = { PC: '100%', Pad: '768px', H5: '420px' }[designer.layout];
  return (
    <div className="fd-canvas-scroll" onClick={() => designer.select(null)}>
      <div className={`fd-canvas fd-layout-${designer.layout}`} style={{ width }} data-testid="designer-canvas">
        {designer.form.widgetList.length === 0 && <div className="fd-canvas-empty">{t('canvas.empty')}</div>}
        <Slot slot={ROOT} widgets={designer.form.widgetList} className="fd-root" />
      </div>
    </div>
  );
}
