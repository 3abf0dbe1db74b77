/**
 * The designer's state: the form (with undo/redo history), the selected widget and the canvas layout.
 * Every edit goes through `apply`, which refuses a broken designer rule with its message (spec §5)
 * instead of changing the form.
 */
import { useCallback, useMemo, useState } from 'react';
import { formText } from '../../../schemas/forms/messages';
import type { FormConfig, FormJson, LayoutType } from '../../../schemas/forms/types';
import { currentLocale } from '../../../runtime/i18n';
import { notifier } from '../../../runtime/services/notifier';
import { record, redo, startHistory, undo, type History } from '../model/history';
import { findWidget, type Edit } from '../model/tree';

export interface Designer {
  form: FormJson;
  selectedId: string | null;
  canUndo: boolean;
  canRedo: boolean;
  layout: LayoutType;
  /** Applies an edit; on a broken rule shows its message and answers false. */
  apply(edit: Edit, options?: { select?: string | null; mergeKey?: string }): boolean;
  select(id: string | null): void;
  undo(): void;
  redo(): void;
  /** Replaces the whole form (import, template, clear) as one undoable step. */
  replace(form: FormJson): void;
  setConfig(patch: Partial<FormConfig>, mergeKey?: string): void;
  setLayout(layout: LayoutType): void;
}

export function warnRule(message: Parameters<typeof formText>[0]): void {
  notifier.toast('warning', formText(message, currentLocale()), 2);
}

export function useDesigner(initial: FormJson): Designer {
  const [history, setHistory] = useState<History>(() => startHistory(initial));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const form = history.present;

  const apply = useCallback<Designer['apply']>((edit, options = {}) => {
    if ('error' in edit) {
      warnRule(edit.error);
      return false;
    }
    setHistory((h) => record(h, edit.form, options.mergeKey));
    if (options.select !== undefined) setSelectedId(options.select);
    return true;
  }, []);

  const replace = useCallback((next: FormJson) => {
    setHistory((h) => record(h, next));
    setSelectedId(null);
  }, []);

  return useMemo<Designer>(
    () => ({
      form,
      selectedId: selectedId && findWidget(form, selectedId) ? selectedId : null,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      layout: form.formConfig.layoutType ?? 'PC',
      apply,
      select: setSelectedId,
      undo: () => setHistory(undo),
      redo: () => setHistory(redo),
      replace,
      setConfig: (patch, mergeKey) => setHistory((h) => record(h, { ...h.present, formConfig: { ...h.present.formConfig, ...patch } }, mergeKey)),
      // The layout is part of the form config (VForm keeps layoutType there) but not an undoable edit.
      setLayout: (layoutType) => setHistory((h) => ({ ...h, present: { ...h.present, formConfig: { ...h.present.formConfig, layoutType } } })),
    }),
    [form, selectedId, history.past.length, history.future.length, apply, replace],
  );
}
