/**
 * Renders a saved form (spec §1 "form renderer"): the form JSON of the designer drawn with Formily
 * (./formState) and the one field-widget registry the designer and the module forms use. The page gets
 * the form API through the ref (getFormData, setFormData, resetForm, disableForm, getWidgetRef…).
 * Event-code options and the form's css run only when `allowEventCode` is set — for forms saved by a
 * holder of the form-designer permission (docs/forms.md "Trust model").
 */
import { Form, Spin } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useMemo, type ReactNode } from 'react';
import type { FormData, FormJson, LayoutType } from '../../schemas/forms/types';
import { currentLocale } from '../i18n';
import { useFieldWidgetsLoaded } from '../plugins/fieldWidgets';
import type { FormApi } from './api';
import { afterFirstFrame } from './afterFirstFrame';
import { createFormState } from './formState';
import { RenderContext } from './render/context';
import { classOf, layoutOf } from './render/layout';
import { Children } from './render/WidgetNode';
import { FormSlotsContext } from './slots';
import { formWidgetTypes } from './widgetTypes';
import './forms.css';

export interface FormRendererProps {
  form: FormJson;
  /** Data to start from (over the widgets' default values). */
  formData?: FormData;
  disabled?: boolean;
  /** Run the form's event-code options and css (only for trusted forms). */
  allowEventCode?: boolean;
  /** Content of slot widgets by slot name. */
  slots?: Record<string, ReactNode>;
  /** PC / Pad / H5 (default: the form's layoutType): H5 stacks grid columns and puts labels on top. */
  layoutType?: LayoutType;
  testId?: string;
}

const FormRenderer = forwardRef<FormApi, FormRendererProps>(function FormRenderer({ form, formData, disabled, allowEventCode, slots, layoutType, testId = 'form-render' }, ref) {
  // The form's controls load first (started here, before the form state is built, so the fetch
  // overlaps it) and the fields are drawn once they are there: one loading indicator for the form
  // instead of one per field, and no lazy control suspending the first frame with fields.
  const types = useMemo(() => formWidgetTypes(form), [form]);
  const controlsLoaded = useFieldWidgetsLoaded(types);
  // A new form JSON is a new form; data changes go through the API (setFormData) instead.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => createFormState(form, { formData, allowEventCode, disabled, locale: () => currentLocale() }), [form, allowEventCode]);
  useImperativeHandle(ref, () => state.api, [state]);
  useEffect(() => {
    state.mounted();
    return () => state.dispose();
  }, [state]);
  useEffect(() => {
    // The Formily nodes of panes closed at the start are built once the first frame with the fields is
    // out (./formState); opening a pane or any API call builds them sooner.
    if (!controlsLoaded) return;
    const build = afterFirstFrame(() => state.complete());
    return () => build.cancel();
  }, [state, controlsLoaded]);
  useEffect(() => {
    state.form.setPattern(disabled ? 'disabled' : 'editable');
  }, [state, disabled]);

  const config = form.formConfig ?? {};
  const type = layoutType ?? config.layoutType ?? 'PC';
  const layout = useMemo(() => layoutOf(config, type), [config, type]);
  const context = useMemo(() => ({ state, layout }), [state, layout]);
  return (
    <RenderContext.Provider value={context}>
      <FormSlotsContext.Provider value={slots ?? {}}>
        <div className={['ec-form-render', `ec-layout-${type}`, classOf(config.customClass)].filter(Boolean).join(' ')} data-testid={testId}>
          {allowEventCode && typeof config.cssCode === 'string' && config.cssCode ? <style>{config.cssCode}</style> : null}
          <Form component={false} layout={layout.vertical ? 'vertical' : 'horizontal'} size={layout.size} labelWrap>
            {controlsLoaded ? <Children widgets={form.widgetList} /> : <Spin size="small" />}
          </Form>
        </div>
      </FormSlotsContext.Provider>
    </RenderContext.Provider>
  );
});

export default FormRenderer;
