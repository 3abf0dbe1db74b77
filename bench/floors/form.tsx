// Benchmark page (bench/forms.ts): one form of 10 tabs × 20 input fields, drawn either by the platform's
// form renderer (?kind=renderer: Formily state, the field-widget registry, rules from the options) or by
// a plain antd Form with the same tabs, labels and required rules (?kind=floor). The page records
//   - window.__rendered: ms from just before React renders until the first frame in which every field of
//     the visible pane is drawn as its control (not a loading placeholder: the registry's widgets load
//     lazily) has been painted, with the user-timing mark `ec-fields-painted` at that moment;
//   - window.__committed: ms to the frame after React's first commit (which may still show placeholders);
//   - window.__keys: for every keystroke typed into a field, the ms from keydown to the next frame;
//   - window.__openAll(): activates panes 2…10 one after the other by clicking their tabs, each once its
//     20 fields are drawn and painted, and resolves with the ms this took, so "every pane
//     drawn" = __rendered + __openAll() for either side.
import { ConfigProvider, Form, Input, Tabs } from 'antd';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import FormRenderer from '../../runtime/forms/FormRenderer';
import { benchForm, TABS, FIELDS_PER_TAB } from './formShape';

declare global {
  interface Window {
    __rendered?: number;
    __committed?: number;
    __keys: number[];
    __openAll: () => Promise<number>;
  }
}

const kind = new URLSearchParams(location.search).get('kind');
window.__keys = [];
let keyAt = 0;
document.addEventListener('keydown', () => (keyAt = performance.now()), true);
document.addEventListener('input', () => {
  const at = keyAt;
  requestAnimationFrame(() => window.__keys.push(performance.now() - at));
});

function Floor() {
  const items = Array.from({ length: TABS }, (_, t) => ({
    key: String(t),
    label: `第${t + 1}页`,
    // As the renderer does: every pane drawn from the start, so all 200 fields exist and validate.
    forceRender: true,
    children: Array.from({ length: FIELDS_PER_TAB }, (_, f) => (
      <Form.Item key={f} name={`f${t}_${f}`} label={`字段${t + 1}-${f + 1}`} rules={[{ required: f % 2 === 0, message: `字段${t + 1}-${f + 1}字段值不可为空` }]}>
        <Input allowClear data-testid={`field-f${t}_${f}`} />
      </Form.Item>
    )),
  }));
  return (
    <Form labelCol={{ span: 4 }}>
      <Tabs items={items} />
    </Form>
  );
}

/** Resolves once the next frame is painted: a task queued from its animation-frame callback runs after the
 * frame's style, layout and paint. */
const painted = () =>
  new Promise<void>((done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done();
      channel.port2.postMessage(null);
    }),
  );
/** Every field of pane `t` is in the document as its control (the test id sits on the input), and the
 * pane is shown. */
function paneDrawn(t: number): boolean {
  // The last field first: one query per frame while the pane is not there yet.
  const field = (f: number) => document.querySelector<HTMLElement>(`input[data-testid="field-f${t}_${f}"]`);
  const last = field(FIELDS_PER_TAB - 1);
  if (!last || last.offsetParent === null) return false;
  return Array.from({ length: FIELDS_PER_TAB - 1 }, (_, f) => field(f)).every(Boolean);
}

/** Resolves once the first frame after `ready()` holds is painted (checked at every frame). */
function whenDrawn(ready: () => boolean): Promise<void> {
  return new Promise((done) => {
    const check = () => (ready() ? void painted().then(done) : requestAnimationFrame(check));
    check();
  });
}

window.__openAll = async () => {
  const begin = performance.now();
  for (let t = 1; t < TABS; t++) {
    const tabs = document.querySelectorAll<HTMLElement>('.ant-tabs-nav .ant-tabs-tab');
    tabs[t].click();
    await whenDrawn(() => paneDrawn(t));
  }
  return performance.now() - begin;
};

function Page({ start }: { start: number }) {
  useEffect(() => {
    // The earlier measure (first commit, next frame), kept to show what a loading placeholder saves.
    requestAnimationFrame(() => (window.__committed = performance.now() - start));
    void whenDrawn(() => paneDrawn(0)).then(() => {
      window.__rendered = performance.now() - start;
      // For the bench's trace: main-thread CPU is summed up to this point (work queued after the frame
      // with the fields, such as the renderer building closed panes, is not part of the first frame).
      performance.mark('ec-fields-painted');
    });
  }, [start]);
  return <ConfigProvider>{kind === 'floor' ? <Floor /> : <FormRenderer form={benchForm()} />}</ConfigProvider>;
}

const start = performance.now();
createRoot(document.getElementById('root')!).render(<Page start={start} />);
