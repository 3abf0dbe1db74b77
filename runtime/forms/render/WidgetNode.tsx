/**
 * Draws one node of the form tree: layout containers (grid, table, tab, section, card), sub-forms and
 * data tables, value widgets and static widgets. Containers are Formily void fields: hiding one hides
 * (and un-validates) everything inside, disabling one disables everything inside.
 */
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { isField } from '@formily/core';
import { observer } from '@formily/react';
import { Badge, Button, Card, Col, Row, Tabs } from 'antd';
import type { FormWidget } from '../../../schemas/forms/types';
import type { ModelNode } from '../formModel';
import { useRender } from './context';
import { FieldNode } from './FieldNode';
import { classOf } from './layout';
import { StaticNode } from './StaticNode';
import { SubFormNode } from './SubFormNode';

export function Children({ widgets }: { widgets: readonly FormWidget[] | undefined }) {
  const { state } = useRender();
  return (
    <>
      {(widgets ?? []).map((widget) => {
        const node = state.model.byId.get(widget.id);
        return node ? <WidgetNode key={widget.id} node={node} /> : null;
      })}
    </>
  );
}

/** A container's void field decides whether it is drawn at all. */
function useVisible(node: ModelNode): boolean {
  const { state } = useRender();
  const field = state.fieldOf(node);
  return !!field && field.display === 'visible';
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

const GridNode = observer(function GridNode({ node }: { node: ModelNode }) {
  const { layout } = useRender();
  if (!useVisible(node)) return null;
  const { widget } = node;
  return (
    <Row gutter={num(widget.options.gutter, 12)} className={['ec-form-grid', classOf(widget.options.customClass)].filter(Boolean).join(' ')} data-testid={`grid-${widget.options.name}`}>
      {(widget.cols ?? []).map((col) => {
        const o = col.options;
        const span = layout.narrow ? 24 : num(o.span, 12);
        const responsive = o.responsive === true && !layout.narrow ? { md: num(o.md, span), sm: num(o.sm, span), xs: num(o.xs, 24) } : {};
        return (
          <Col key={col.id} span={span} offset={num(o.offset, 0)} push={num(o.push, 0)} pull={num(o.pull, 0)} {...responsive} className={classOf(o.customClass)}>
            <Children widgets={col.widgetList} />
          </Col>
        );
      })}
    </Row>
  );
});

const TableNode = observer(function TableNode({ node }: { node: ModelNode }) {
  if (!useVisible(node)) return null;
  const { widget } = node;
  return (
    <table className={['ec-form-table', classOf(widget.options.customClass)].filter(Boolean).join(' ')} data-testid={`table-${widget.options.name}`}>
      <tbody>
        {(widget.rows ?? []).map((row) => (
          <tr key={row.id}>
            {row.cols
              .filter((cell) => !cell.merged)
              .map((cell) => (
                <td
                  key={cell.id}
                  colSpan={num(cell.options.colspan, 1)}
                  rowSpan={num(cell.options.rowspan, 1)}
                  style={{ width: String(cell.options.cellWidth || '') || undefined, height: String(cell.options.cellHeight || '') || undefined, wordBreak: cell.options.wordBreak ? 'break-all' : undefined }}
                  className={classOf(cell.options.customClass)}
                >
                  <Children widgets={cell.widgetList} />
                </td>
              ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/**
 * A pane's tab label, with the number of its fields whose validation failed: the fields of a pane the
 * user has not opened yet are validated too (they exist in the form state from the start), so the tab
 * says where messages wait — as Formily's own FormTab does. A prefix test over the form's fields rather
 * than form.queryFeedbacks, whose path matching over every field cost more than the 20 fields drawn.
 */
const PaneLabel = observer(function PaneLabel({ pane, testId }: { pane: FormWidget; testId: string }) {
  const { state } = useRender();
  const address = state.model.byId.get(pane.id)?.address;
  let errors = 0;
  if (address) {
    const prefix = `${address}.`;
    for (const [at, field] of Object.entries(state.form.fields)) {
      if (at.startsWith(prefix) && isField(field) && field.selfErrors.length > 0) errors++;
    }
  }
  return (
    <>
      <span data-testid={testId}>{String(pane.options.label || pane.options.name)}</span>
      {errors > 0 ? <Badge size="small" count={errors} className="ec-form-tab-errors" data-testid={`${testId}-errors`} /> : null}
    </>
  );
});

const TabNode = observer(function TabNode({ node }: { node: ModelNode }) {
  const { state } = useRender();
  const visible = useVisible(node);
  const { widget } = node;
  const name = widget.options.name;
  const tab = state.ui.tabs[name];
  if (!visible || !tab) return null;
  const items = (widget.tabs ?? []).flatMap((pane, index) =>
    tab.hidden.includes(index)
      ? []
      : [
          {
            key: String(index),
            label: <PaneLabel pane={pane} testId={`tab-${name}-${index}`} />,
            disabled: tab.disabled.includes(index),
            // A pane is drawn on its first activation and kept afterwards (antd's default). Its fields
            // need no drawing to work: the form state holds every field of every pane from the start
            // (./formState), so values, defaults, reset, hiding rules and validation reach unopened
            // panes, and a message set while the pane was closed shows when it opens.
            children: <Children widgets={pane.widgetList} />,
          },
        ],
  );
  return (
    <Tabs
      className={['ec-form-tabs', classOf(widget.options.customClass)].filter(Boolean).join(' ')}
      type="card"
      activeKey={String(tab.active)}
      onChange={(key) => {
        // The pane's Formily nodes may not be built yet when it is opened before the renderer built
        // them after the first frame (../formState).
        state.complete();
        tab.active = Number(key);
      }}
      items={items}
      data-testid={`tabs-${name}`}
    />
  );
});

const SectionNode = observer(function SectionNode({ node }: { node: ModelNode }) {
  if (!useVisible(node)) return null;
  const { widget } = node;
  return (
    <section className={['ec-form-section', classOf(widget.options.customClass)].filter(Boolean).join(' ')} data-testid={`section-${widget.options.name}`}>
      {widget.options.label ? <h4 className="ec-form-section-title">{String(widget.options.label)}</h4> : null}
      <Children widgets={widget.widgetList} />
    </section>
  );
});

const CardNode = observer(function CardNode({ node }: { node: ModelNode }) {
  const { state } = useRender();
  const visible = useVisible(node);
  const { widget } = node;
  const name = widget.options.name;
  if (!visible) return null;
  const folded = state.ui.folded[name] === true;
  const toggle =
    widget.options.showFold !== false ? (
      <Button type="text" size="small" icon={folded ? <RightOutlined /> : <DownOutlined />} onClick={() => (state.ui.folded[name] = !folded)} data-testid={`card-fold-${name}`} />
    ) : null;
  const shadow = widget.options.shadow === 'always' ? 'ec-card-shadow' : widget.options.shadow === 'hover' ? 'ec-card-hover' : '';
  return (
    <Card
      title={String(widget.options.label ?? '')}
      extra={toggle}
      size="small"
      className={['ec-form-card', shadow, classOf(widget.options.customClass)].filter(Boolean).join(' ')}
      style={{ width: String(widget.options.cardWidth || '') || undefined }}
      styles={{ body: folded ? { display: 'none' } : undefined }}
      data-testid={`card-${name}`}
    >
      <Children widgets={widget.widgetList} />
    </Card>
  );
});

export function WidgetNode({ node }: { node: ModelNode }) {
  switch (node.widget.type) {
    case 'grid':
      return <GridNode node={node} />;
    case 'table':
      return <TableNode node={node} />;
    case 'tab':
      return <TabNode node={node} />;
    case 'section':
      return <SectionNode node={node} />;
    case 'card':
      return <CardNode node={node} />;
    case 'sub-form':
    case 'data-table':
      return <SubFormNode node={node} />;
    default:
      return node.kind === 'field' ? <FieldNode node={node} /> : <StaticNode node={node} />;
  }
}
