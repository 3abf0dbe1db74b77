import { Spin } from 'antd';
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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

/*
 * Controls whose module has loaded, by loader. A React.lazy component suspends on its first render even
 * when its module is already there, and React then holds back the content that replaces a shown fallback
 * (its fallback throttle, about half a second in React 18) — for a form that loads its controls, the
 * first frame with fields came that much later than the fields themselves. A screen that knows which
 * widgets it draws loads them first (loadFieldWidgets / useFieldWidgetsLoaded) and they are drawn directly.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loaded = new WeakMap<LazyComponent, ComponentType<any>>();
const loading = new WeakMap<LazyComponent, Promise<void>>();

function loadOnce(load: LazyComponent): Promise<void> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      (module) => void loaded.set(load, module.default),
      // A failed load is retried by the next caller; the lazy path shows the failure as before.
      () => void loading.delete(load),
    );
    loading.set(load, pending);
  }
  return pending;
}

const loadersOf = (lookup: FieldWidgetLookup, names: readonly string[]) =>
  [...new Set(names)].flatMap((name) => {
    const edit = lookup(name)?.edit;
    return edit ? [edit] : [];
  });

/** Loads the editing controls of widgets `names` (names the registry lacks are skipped); never rejects. */
export function loadFieldWidgets(lookup: FieldWidgetLookup, names: readonly string[]): Promise<void> {
  return Promise.all(loadersOf(lookup, names).map(loadOnce)).then(() => undefined);
}

/**
 * Whether the editing controls of widgets `names` have loaded; starts loading them during the render
 * (so the fetch overlaps the rest of it) and renders again once they are there (or failed to load).
 */
export function useFieldWidgetsLoaded(names: readonly string[]): boolean {
  const lookup = useContext(FieldWidgetContext);
  const ready = loadersOf(lookup, names).every((load) => loaded.has(load));
  const pending = useMemo(() => (ready ? null : loadFieldWidgets(lookup, names)), [lookup, names, ready]);
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    void pending.then(() => {
      if (!live) return;
      if (!loadersOf(lookup, names).every((load) => loaded.has(load))) setFailed(true);
      setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [pending, lookup, names]);
  return ready || failed;
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
  const edit = useContext(FieldWidgetContext)(name)?.edit;
  // Chosen once per loader: an instance that started on the lazy path stays on it (another component
  // type would remount the control and lose its state).
  const Edit = useMemo(() => (edit ? (loaded.get(edit) ?? lazyOnce(edit)) : null), [edit]);
  if (!Edit) return <Unavailable testId={props.testId} />;
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
