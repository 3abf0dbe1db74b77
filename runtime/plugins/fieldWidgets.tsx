import { Spin } from 'antd';
import { createContext, lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILTIN_FIELD_WIDGETS } from '../forms/builtinWidgets';
import type { WidgetOptions } from '../../schemas/forms/types';
import type { FieldViewProps, FieldWidget, FieldWidgetProps, LazyComponent } from './types';

/**
 * The one field-widget registry as the screens see it: the generic module forms, custom ledgers and
 * the form designer and renderer draw every field control by name, so the runtime never imports a
 * plugin. The shell provides the lookup from the plugin registry (the runtime's built-in widgets plus
 * the plugins' ones); outside a shell only the built-in widgets are there.
 */
export type FieldWidgetLookup = (name: string) => FieldWidget | undefined;
const builtinLookup: FieldWidgetLookup = (name) => BUILTIN_FIELD_WIDGETS[name];
const FieldWidgetContext = createContext<FieldWidgetLookup>(builtinLookup);

/** The registry lookup (the designer's palette offers only widgets something provides). */
export function useFieldWidgetLookup(): FieldWidgetLookup {
  return useContext(FieldWidgetContext);
}

export function FieldWidgetProvider({ lookup, children }: { lookup: FieldWidgetLookup; children: ReactNode }) {
  return <FieldWidgetContext.Provider value={lookup}>{children}</FieldWidgetContext.Provider>;
}

// One React.lazy per loader: a new one per render would remount the widget and lose its state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cache = new WeakMap<LazyComponent, LazyExoticComponent<ComponentType<any>>>();
function lazyOnce<P>(load: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component;
}

function Unavailable({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="ec-widget-unavailable" data-testid={testId}>
      {t('form.widgetUnavailable')}
    </span>
  );
}

/**
 * The editing control of field widget `name` (Form.Item injects value and onChange through here). A
 * screen outside the module forms and the designer may leave `options` out: the field's name is then all
 * the widget is told (the field itself carries its limits).
 */
export function FieldWidgetEdit({ name, options, ...props }: Omit<FieldWidgetProps, 'options'> & { name: string; options?: WidgetOptions }) {
  const widget = useContext(FieldWidgetContext)(name);
  if (!widget?.edit) return <Unavailable testId={props.testId} />;
  const Edit = lazyOnce(widget.edit);
  return (
    <Suspense fallback={<Spin size="small" />}>
      <Edit {...props} options={options ?? { name: props.field.name }} />
    </Suspense>
  );
}

/** The read-only display of field widget `name`; `fallback` when no plugin shows this kind of value. */
export function FieldWidgetView({ name, fallback = null, ...props }: FieldViewProps & { name: string; fallback?: ReactNode }) {
  const widget = useContext(FieldWidgetContext)(name);
  if (!widget?.view) return <>{fallback}</>;
  const View = lazyOnce(widget.view);
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
