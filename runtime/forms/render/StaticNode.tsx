/** A widget without a value (button, divider, texts, alert, slot): drawn from the registry, hidden or disabled through its void field. */
import { observer } from '@formily/react';
import { useMemo } from 'react';
import { FieldWidgetEdit } from '../../plugins/fieldWidgets';
import { fieldOfWidget } from '../fieldOfWidget';
import type { ModelNode } from '../formModel';
import { useRender } from './context';
import { classOf } from './layout';

export const StaticNode = observer(function StaticNode({ node }: { node: ModelNode }) {
  const { state, layout } = useRender();
  const field = state.fieldOf(node);
  const schemaField = useMemo(() => fieldOfWidget(node.widget), [node.widget]);
  const events = useMemo(() => state.widgetEvents(node), [state, node]);
  if (!field || field.display !== 'visible') return null;
  return (
    <div className={['ec-form-static', classOf(node.widget.options.customClass)].filter(Boolean).join(' ')}>
      <FieldWidgetEdit
        name={node.widget.type}
        options={node.widget.options}
        field={schemaField}
        testId={`widget-${node.widget.options.name}`}
        disabled={field.disabled}
        size={layout.size}
        events={events}
      />
    </div>
  );
});
