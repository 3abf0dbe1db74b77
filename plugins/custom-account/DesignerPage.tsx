import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Input, Result, Row, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../data-providers';
import { PageLoading } from '../../runtime/app/PageLoading';
import { useClickLock } from '../../runtime/common/useClickLock';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { CUSTOM_DEFAULT_COLUMNS, CUSTOM_FORM_COLUMNS, CUSTOM_LIMITS, type CustomFormColumns } from '../../schemas/customLedger';
import { customPaths, type CustomLedger } from './api';
import { ROUTES } from './constants';
import { definitionBody, draftFromDefinition, draftProblems, moveItem, newField, placeServerErrors, type DraftField, type Problem, type ServerProblems } from './draft';
import { FieldEditor } from './FieldEditor';
import { FormPreview } from './FormPreview';
import { useDefinition, useRefreshLedgers } from './useCustomLedgers';
import './custom-account.css';

const NS = 'custom-account';
const NO_SERVER_PROBLEMS: ServerProblems = { byField: new Map(), general: [] };

function serverProblems(error: unknown, fields: readonly DraftField[]): ServerProblems {
  if (!(error instanceof ApiRequestError)) return NO_SERVER_PROBLEMS;
  const list = (error.data as { errors?: { field: string; message: string }[] } | null | undefined)?.errors;
  if (Array.isArray(list) && list.length > 0) return placeServerErrors(list, fields);
  return { byField: new Map(), general: [error.message] };
}

function Designer({ ledger }: { ledger?: CustomLedger }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const refresh = useRefreshLedgers();
  const { locked, guard } = useClickLock();
  const [name, setName] = useState(ledger?.name ?? '');
  const [columns, setColumns] = useState<CustomFormColumns>(ledger?.columns ?? CUSTOM_DEFAULT_COLUMNS);
  const [fields, setFields] = useState<DraftField[]>(() => (ledger ? draftFromDefinition(ledger.fields) : [newField()]));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [server, setServer] = useState<ServerProblems>(NO_SERVER_PROBLEMS);

  const problems = useMemo(() => (checked ? draftProblems(name, fields) : []), [checked, name, fields]);
  const text = (p: Problem) => t(`problems.${p.code}`, p.params);
  const fieldProblems = (key: string) => [...problems.filter((p) => p.field === key).map(text), ...(server.byField.get(key) ?? [])];
  const ledgerProblems = problems.filter((p) => !p.field).map(text);

  const update = (index: number, field: DraftField) => setFields((list) => list.map((f, i) => (i === index ? field : f)));
  const back = () => navigate(ROUTES.designList);

  const save = async () => {
    setChecked(true);
    setServer(NO_SERVER_PROBLEMS);
    if (draftProblems(name, fields).length > 0) {
      notifier.toast('warning', t('design.fixProblems'), 1.5);
      return;
    }
    setSaving(true);
    try {
      const body = definitionBody(name, fields, ledger?.id, columns);
      const saved = ledger ? await http.put<CustomLedger>(customPaths.definitions, body) : await http.post<CustomLedger>(customPaths.definitions, body);
      await refresh(saved.id);
    } catch (error) {
      // The request layer has shown the toast; the details stay next to the fields they concern.
      setServer(serverProblems(error, fields));
      setSaving(false);
      return;
    }
    notifier.toast('success', t('design.saved'), 1);
    back();
  };

  const general = [...ledgerProblems, ...server.general];
  return (
    <div className="ec-page ec-ca-designer" data-testid="custom-ledger-designer">
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <div className="ec-panel">
            <h3 className="ec-form-title">{ledger ? t('design.editTitle', { name: ledger.name }) : t('design.addTitle')}</h3>
            {general.length > 0 && (
              <Alert
                type="error"
                showIcon
                className="ec-ca-alert"
                message={t('design.notSaved')}
                description={
                  <ul className="ec-ca-problems">
                    {general.map((p, i) => (
                      <li key={i}>{p}</li>
                    ))}
                  </ul>
                }
                data-testid="designer-errors"
              />
            )}
            <div className="ec-ca-setting">
              <span className="ec-ca-setting-label is-required">{t('design.name')}</span>
              <Input
                value={name}
                maxLength={CUSTOM_LIMITS.name}
                placeholder={t('design.namePlaceholder')}
                status={ledgerProblems.length > 0 ? 'error' : undefined}
                onChange={(e) => setName(e.target.value)}
                data-testid="designer-name"
              />
            </div>
            <div className="ec-ca-setting">
              <span className="ec-ca-setting-label">{t('design.columns')}</span>
              {/* The record form's grid; fields with a section title start a new titled section. */}
              <Segmented<CustomFormColumns>
                value={columns}
                onChange={setColumns}
                options={CUSTOM_FORM_COLUMNS.map((n) => ({ value: n, label: <span data-testid={`designer-columns-${n}`}>{t('design.columnsOption', { n })}</span> }))}
              />
              <span className="ec-muted">{t('design.layoutHint')}</span>
            </div>
            <div className="ec-ca-fields-head">
              <span className="ec-section-title">{t('design.fields', { count: fields.length })}</span>
              {ledger && <span className="ec-muted">{t('design.keepHint')}</span>}
            </div>
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <FieldEditor
                  key={field.key}
                  field={field}
                  index={index}
                  count={fields.length}
                  problems={fieldProblems(field.key)}
                  onChange={(next) => update(index, next)}
                  onMove={(delta) => setFields((list) => moveItem(list, index, delta))}
                  onRemove={() => setFields((list) => list.filter((_, i) => i !== index))}
                />
              ))}
            </Space>
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              className="ec-ca-add-field"
              disabled={fields.length >= CUSTOM_LIMITS.fields}
              onClick={() => setFields((list) => [...list, newField()])}
              data-testid="designer-add-field"
            >
              {t('design.addField')}
            </Button>
          </div>
        </Col>
        <Col xs={24} xl={10}>
          <Card className="ec-ca-preview" title={t('design.preview')} extra={<span className="ec-muted">{name.trim()}</span>}>
            <FormPreview fields={fields} columns={columns} />
          </Card>
        </Col>
      </Row>
      <div className="ec-form-footer">
        <Space>
          <Button onClick={back} disabled={saving} data-testid="designer-cancel">
            {t('form.cancel', { ns: 'runtime' })}
          </Button>
          {/* Spec §5: locked for 2 s after a click, and until the server has answered. */}
          <Button type="primary" loading={saving} disabled={saving || locked} onClick={guard(save)} data-testid="designer-save">
            {t('form.save', { ns: 'runtime' })}
          </Button>
        </Space>
      </div>
    </div>
  );
}

/** /accountManagement/customAccount/addEditFrom (?id= to edit): the custom ledger designer. */
export default function DesignerPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useDefinition(id);
  if (!id) return <Designer />;
  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data) {
    return (
      <Result
        status="warning"
        title={t('common.loadFailed', { ns: 'runtime' })}
        extra={<Button onClick={() => navigate(ROUTES.designList)}>{t('common.back', { ns: 'runtime' })}</Button>}
      />
    );
  }
  // Keyed by version: a reload after someone else's edit starts from the stored definition.
  return <Designer key={`${query.data.id}@${query.data.version}`} ledger={query.data} />;
}
