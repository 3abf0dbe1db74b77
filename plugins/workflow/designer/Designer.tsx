import { Button, Input, Modal, Space, Tooltip } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../runtime/services/notifier';
import { dialectOf } from '../../../schemas/workflow/flowableModdle';
import { dropShadowedAttrs, keepExplicitDefaults } from '../../../schemas/workflow/lossless';
import { moddleExtensionsFor } from '../../../schemas/workflow/moddle';
import type { Candidates } from '../contract';
import type { EditServices } from './bpmnEdit';
import { firstInvalid, readValues, validateValues, type DiagramElement, type Errors, type Values } from './elementModel';
import { newDiagram } from './newDiagram';
import { paletteModule, type DesignerVariant } from './paletteModule';
import { PropertiesPanel } from './PropertiesPanel';
import { translateModule } from './translate';
import '../workflow.css';

const NS = 'workflow';
/** Spec §9: the zoom step. */
export const ZOOM_STEP = 0.1;

interface Props {
  variant: DesignerVariant;
  xml: string | null;
  candidates: Candidates;
  canEdit: boolean;
  onSave(xml: string, svg: string): Promise<void>;
  onDeploy?(): Promise<void>;
}

interface Bpmn {
  modeler: Modeler;
  get<T>(name: string): T;
}

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The workflow designer (spec §2): a bpmn-js modeler with the spec's palette per variant, the property
 * panel, and the canvas actions load xml, fit, zoom ±0.1, preview xml, download xml/svg, save.
 * Selecting another element first validates the current form (spec §4); saving with gaps shows
 * 尚有必填项未填写，请检查表单 (spec §5).
 */
export default function Designer({ variant, xml, candidates, canEdit, onSave, onDeploy }: Props) {
  const { t, i18n } = useTranslation(NS);
  const host = useRef<HTMLDivElement>(null);
  const bpmn = useRef<Bpmn | null>(null);
  const [prefix, setPrefix] = useState('flowable');
  const [element, setElement] = useState<DiagramElement | null>(null);
  const [revision, setRevision] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const source = useMemo(() => xml ?? newDiagram(), [xml]);

  const values: Values | null = useMemo(() => {
    if (!element || !bpmn.current) return null;
    const definitions = bpmn.current.modeler.getDefinitions() as unknown as { targetNamespace?: string };
    return readValues(element, prefix, definitions.targetNamespace ?? '');
    // revision: re-read after each edit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, prefix, revision]);

  const rootElement = () => bpmn.current!.get<{ getRootElement(): DiagramElement }>('canvas').getRootElement();

  /** Builds a modeler for the document's dialect (flowable, activiti or camunda) and imports it. */
  const load = useCallback(
    async (text: string) => {
      bpmn.current?.modeler.destroy();
      const dialect = dialectOf(text);
      const modeler = new Modeler({
        container: host.current!,
        moddleExtensions: moddleExtensionsFor(dialect),
        additionalModules: [paletteModule, translateModule(i18n.language)],
        workflowVariant: variant,
      } as never);
      const get = <T,>(name: string) => modeler.get(name) as T;
      bpmn.current = { modeler, get };
      setPrefix(dialect);
      await modeler.importXML(text);
      keepExplicitDefaults(modeler.getDefinitions() as never);
      get<{ zoom(v: string): void }>('canvas').zoom('fit-viewport');
      const eventBus = get<{ on(e: string, p: number, fn: (ev: { element: DiagramElement }) => unknown): void }>('eventBus');
      // Spec §4: another element may be selected only when the current form is valid.
      eventBus.on('element.click', 5000, (event) => {
        const current = currentRef.current;
        if (!current || current.id === event.element.id) return undefined;
        const found = validateValues(current, readValues(current, dialect));
        if (Object.keys(found).length > 0) {
          setErrors(found);
          notifier.toast('warning', t('designer.fixFirst'), 2);
          return false;
        }
        return undefined;
      });
      eventBus.on('selection.changed', 1000, (event) => {
        const selected = (event as unknown as { newSelection: DiagramElement[] }).newSelection;
        const next = selected.length === 1 ? selected[0] : rootElement();
        currentRef.current = next;
        setElement(next);
        setErrors({});
      });
      eventBus.on('elements.changed', 500, () => setRevision((r) => r + 1));
      const root = rootElement();
      currentRef.current = root;
      setElement(root);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [variant, i18n.language],
  );
  const currentRef = useRef<DiagramElement | null>(null);

  useEffect(() => {
    load(source).catch((err) => notifier.toast('error', `${t('designer.importFailed')}: ${err instanceof Error ? err.message : String(err)}`, 5));
    return () => {
      bpmn.current?.modeler.destroy();
      bpmn.current = null;
    };
  }, [load, source, t]);

  const services: EditServices | null = bpmn.current
    ? {
        modeling: bpmn.current.get('modeling'),
        moddle: bpmn.current.get('moddle'),
        definitions: bpmn.current.modeler.getDefinitions() as never,
        prefix,
      }
    : null;

  const exportXml = async () => {
    dropShadowedAttrs(bpmn.current!.modeler.getDefinitions() as never);
    return (await bpmn.current!.modeler.saveXML({ format: true })).xml!;
  };
  const exportSvg = async () => (await bpmn.current!.modeler.saveSVG()).svg;
  const zoomBy = (delta: number) => {
    const canvas = bpmn.current!.get<{ zoom(v?: number): number }>('canvas');
    canvas.zoom(Math.max(0.2, Math.min(4, Math.round((canvas.zoom() + delta) * 10) / 10)));
  };

  const save = async () => {
    const all = bpmn.current!.get<{ getAll(): DiagramElement[] }>('elementRegistry').getAll();
    const bad = firstInvalid(all, prefix);
    if (bad) {
      bpmn.current!.get<{ select(e: DiagramElement): void }>('selection').select(bad);
      setErrors(validateValues(bad, readValues(bad, prefix)));
      notifier.toast('error', t('designer.incomplete'), 2);
      return;
    }
    setBusy(true);
    try {
      await onSave(await exportXml(), await exportSvg());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ec-wf-designer" data-testid="designer" data-variant={variant}>
      <Space wrap className="ec-wf-toolbar">
        <input ref={fileInput} type="file" accept=".xml,.bpmn" hidden data-testid="designer-file" onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) await load(await file.text()).catch((err) => notifier.toast('error', `${t('designer.importFailed')}: ${String(err?.message ?? err)}`, 5));
        }} />
        <Button onClick={() => fileInput.current?.click()} disabled={!canEdit} data-testid="designer-load">{t('designer.load')}</Button>
        <Button onClick={() => bpmn.current!.get<{ zoom(v: string): void }>('canvas').zoom('fit-viewport')} data-testid="designer-fit">{t('designer.fit')}</Button>
        <Tooltip title={t('designer.zoomIn')}><Button onClick={() => zoomBy(ZOOM_STEP)} data-testid="designer-zoom-in">+</Button></Tooltip>
        <Tooltip title={t('designer.zoomOut')}><Button onClick={() => zoomBy(-ZOOM_STEP)} data-testid="designer-zoom-out">−</Button></Tooltip>
        <Button onClick={async () => setPreview(await exportXml())} data-testid="designer-preview">{t('designer.preview')}</Button>
        <Button onClick={async () => download(`${values?.id || 'process'}.bpmn20.xml`, await exportXml(), 'application/xml')} data-testid="designer-download-xml">{t('designer.downloadXml')}</Button>
        <Button onClick={async () => download(`${values?.id || 'process'}.svg`, await exportSvg(), 'image/svg+xml')} data-testid="designer-download-svg">{t('designer.downloadSvg')}</Button>
        {canEdit && <Button type="primary" loading={busy} onClick={save} data-testid="designer-save">{t('designer.save')}</Button>}
        {canEdit && onDeploy && <Button onClick={onDeploy} data-testid="designer-deploy">{t('designer.deploy')}</Button>}
      </Space>
      <div className="ec-wf-body">
        <div className="ec-wf-canvas" ref={host} data-testid="designer-canvas" />
        {element && values && services && (
          <PropertiesPanel
            element={element}
            values={values}
            errors={errors}
            services={services}
            candidates={candidates}
            readOnly={!canEdit}
            onChanged={() => {
              setRevision((r) => r + 1);
              if (Object.keys(errors).length) setErrors(validateValues(element, readValues(element, prefix)));
            }}
          />
        )}
      </div>
      <Modal open={preview !== null} width={900} title={t('designer.preview')} footer={null} onCancel={() => setPreview(null)}>
        <Input.TextArea value={preview ?? ''} readOnly autoSize={{ minRows: 12, maxRows: 30 }} data-testid="designer-xml" />
      </Modal>
    </div>
  );
}
