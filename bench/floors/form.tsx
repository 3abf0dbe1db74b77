// Benchmark page (bench/forms.ts): one form of 10 tabs × 20 input fields, drawn either by the platform's
// form renderer (?kind=renderer: Formily state, the field-widget registry, rules from the options) or by
// a plain antd Form with the same tabs, labels and required rules (?kind=floor). The page records when
// its first frame with fields is painted (window.__rendered, ms from just before React renders) and, for
// every keystroke typed into a field, the ms from keydown to the next frame (window.__keys).
import { ConfigProvider, Form, Input, Tabs } from 'antd';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import FormRenderer from '../../runtime/forms/FormRenderer';
import { benchForm, TABS, FIELDS_PER_TAB } from './formShape';

declare global {
  interface Window {
    __rendered?: number;
    __keys: number[];
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

function Page({ start }: { start: number }) {
  useEffect(() => {
    requestAnimationFrame(() => (window.__rendered = performance.now() - start));
  }, [start]);
  return <ConfigProvider>{kind === 'floor' ? <Floor /> : <FormRenderer form={benchForm()} />}</ConfigProvider>;
}

const start = performance.now();
createRoot(document.getElementById('root')!).render(<Page start={start} />);
