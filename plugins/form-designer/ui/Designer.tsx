/**
 * The form designer (spec §2): palette, canvas, settings panel and toolbar around one designer state.
 * Used by the enterprise's form pages and the back office's template pages (the backend differs).
 */
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDetail } from '../../../schemas/contracts/forms';
import { emptyForm } from '../../../schemas/forms/factory';
import { checkFormJson } from '../../../schemas/forms/check';
import type { FormJson } from '../../../schemas/forms/types';
import { walkWidgets } from '../../../schemas/forms/walk';
import { currentLocale } from '../../../runtime/i18n';
import { notifier } from '../../../runtime/services/notifier';
import { widgetKind } from '../../../schemas/forms/catalogue';
import { factoryFor, findWidget, insertWidget, isSlot, locateAll, moveWidget, placeProblem, ROOT } from '../model/tree';
import type { DesignerBackend } from './backend';
import { Canvas } from './Canvas';
import type { CodeKind } from '../codegen';
import { CodeModal } from './CodeModal';
import { ComponentTree } from './ComponentTree';
import { DesignerContext, NS, type DesignerContextValue } from './context';
import { designerAnnouncements } from './announcements';
import { dropPlace, innermostCollision, slotDropId, widgetDropId, type DragData } from './dnd';
import { ImportModal } from './ImportModal';
import { Palette } from './Palette';
import { PreviewModal } from './PreviewModal';
import { SaveModal, type SaveValues } from './SaveModal';
import { SettingsPanel } from './SettingsPanel';
import { TemplatesModal } from './TemplatesModal';
import { Toolbar, type ToolbarAction } from './Toolbar';
import { useDesigner } from './useDesigner';
import './designer.css';

/** Space picks up and drops, Escape cancels; Enter stays free for "add" on a palette entry. */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };

/** Auto-scroll only close to the canvas edges, so dropping near (not at) an edge stays put. */
const AUTO_SCROLL = { threshold: { x: 0.05, y: 0.08 } };

export interface DesignerProps {
  backend: DesignerBackend;
  /** The saved form being edited; none for a new one. */
  detail?: FormDetail;
  onSaved(detail: FormDetail, created: boolean): void;
}

export function Designer({ backend, detail, onSaved }: DesignerProps) {
  const { t } = useTranslation(NS);
  const designer = useDesigner(detail?.json ?? emptyForm());
  const [open, setOpen] = useState<ToolbarAction | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const excluded = useRef<Set<string>>(new Set());
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { keyboardCodes: KEYBOARD_CODES }));
  const collision = useMemo(() => innermostCollision(() => excluded.current), []);

  const add = useCallback<DesignerContextValue['add']>(
    (type, place) => {
      const { form, selectedId } = designer;
      const widget = factoryFor(form).create(type);
      // A new field is labelled with its widget's name in the user's language.
      if (widgetKind(type)?.formItem) widget.options.label = t(`widget.${type}`);
      let target = place;
      if (!target) {
        const at = selectedId ? locateAll(form).get(selectedId) : undefined;
        const selected = selectedId ? findWidget(form, selectedId) : undefined;
        // Into the selected container when it takes the widget, else right after the selection.
        if (selected && isSlot(form, selected.id) && !placeProblem(form, selected.id, widget)) target = { slot: selected.id, index: selected.widgetList!.length };
        else if (at && at.index >= 0) target = { slot: at.slot, index: at.index + 1 };
        else target = { slot: ROOT, index: form.widgetList.length };
      }
      designer.apply(insertWidget(form, target.slot, target.index, widget), { select: widget.id });
    },
    [designer, t],
  );

  const slotLength = (slot: string) => (slot === ROOT ? designer.form.widgetList.length : (findWidget(designer.form, slot)?.widgetList?.length ?? 0));

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const accessibility = useMemo(() => designerAnnouncements(t, designer.form, slotLength), [t, designer.form]);

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData;
    setDragging(data);
    const moved = data.kind === 'move' ? findWidget(designer.form, data.id) : undefined;
    excluded.current = new Set(moved ? walkWidgets([moved]).flatMap((v) => [widgetDropId(v.widget.id), slotDropId(v.widget.id)]) : []);
  };

  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    excluded.current = new Set();
    const data = event.active.data.current as DragData;
    const place = dropPlace(event, slotLength);
    if (!place) return;
    if (data.kind === 'new') add(data.type, place);
    else designer.apply(moveWidget(designer.form, data.id, place.slot, place.index), { select: data.id });
  };

  const save = async (values: SaveValues) => {
    const issues = checkFormJson(designer.form, currentLocale());
    if (issues.length > 0) {
      notifier.toast('error', `${t('save.invalid')}${issues.slice(0, 3).map((i) => `${i.pointer}: ${i.message}`).join('；')}`, 5);
      return;
    }
    const input = { name: values.name.trim(), description: values.description ?? '', json: designer.form };
    const saved = detail ? await backend.update(detail.id, input) : await backend.create({ ...input, formKey: values.formKey });
    notifier.toast('success', t('save.saved', { version: saved.version }), 1.5);
    setOpen(null);
    onSaved(saved, !detail);
  };

  const importForm = (form: FormJson) => {
    designer.replace(form);
    setOpen(null);
  };

  const context = useMemo(() => ({ designer, add }), [designer, add]);
  const saveInitial = useMemo(() => ({ formKey: detail?.formKey ?? '', name: detail?.name ?? '', description: detail?.description ?? '' }), [detail]);
  const close = () => setOpen(null);
  const code: { kinds: CodeKind[]; title: string } | null =
    open === 'json' ? { kinds: ['json'], title: t('toolbar.exportJson') } : open === 'code' ? { kinds: ['json', 'react', 'html', 'vue'], title: t('code.title') } : open === 'sfc' ? { kinds: ['vue'], title: t('code.sfcTitle') } : null;
  return (
    <DesignerContext.Provider value={context}>
      <DndContext sensors={sensors} collisionDetection={collision} autoScroll={AUTO_SCROLL} accessibility={accessibility} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
        <div className="fd-designer" data-testid="form-designer">
          <Toolbar onAction={setOpen} title={detail ? `${detail.name} · v${detail.version}` : t('title.new')} />
          <div className="fd-body">
            <Palette />
            <Canvas />
            <SettingsPanel />
          </div>
        </div>
        <DragOverlay dropAnimation={null}>{dragging ? <div className="fd-drag-chip">{t(`widget.${dragging.type}`)}</div> : null}</DragOverlay>
      </DndContext>
      <ComponentTree open={open === 'tree'} onClose={close} />
      <PreviewModal open={open === 'preview'} form={designer.form} layout={designer.layout} onClose={close} />
      <ImportModal open={open === 'import'} onImport={importForm} onClose={close} />
      <CodeModal key={code?.title} open={code !== null} form={designer.form} kinds={code?.kinds ?? ['json']} title={code?.title ?? ''} onClose={close} />
      <TemplatesModal open={open === 'templates'} backend={backend} onLoad={importForm} onClose={close} />
      <SaveModal
        open={open === 'save'}
        isNew={!detail}
        initial={saveInitial}
        onSave={save}
        onClose={close}
      />
    </DesignerContext.Provider>
  );
}

