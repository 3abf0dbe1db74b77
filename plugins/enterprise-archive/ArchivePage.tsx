import { ARCHIVE_PERMISSIONS } from '../../schemas/contracts/enterpriseArchive';
import { AimOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Card, Cascader, Col, Form, Input, Row, Skeleton, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message, type MessageLocale } from '../../schemas/validators';
import { http } from '../../runtime/services/http';
import { notifier } from '../../runtime/services/notifier';
import { useShell } from '../../runtime/shell/ShellData';
import { archiveApi, archiveQueryKey, type ArchiveRecord, type CascadeOption, type Place } from './api';
import { useArchive } from './ArchiveGuard';
import { checkArchiveField, type ArchiveField } from '../../schemas/validators/archiveRules';
import { lastOf, pathTo } from './cascadePaths';
import './archive.css';
import { showServerFieldErrors } from '../../runtime/common/serverFieldErrors';

const NS = 'enterprise-archive';
const EDIT_PERMISSION = ARCHIVE_PERMISSIONS.edit;

interface FormValues {
  name?: string;
  socialCreditCode?: string;
  legalPersonName?: string;
  legalPersonIdCard?: string;
  contactPhone?: string;
  division?: string[];
  industries?: string[][];
  manageAddress?: string;
  longitude?: string;
  latitude?: string;
}

/** The archive value of a form field (cascaders hold paths). */
function archiveValue(field: ArchiveField, values: FormValues): unknown {
  switch (field) {
    case 'administrativeDivisionId':
      return lastOf(values.division);
    case 'industryIdList':
      return (values.industries ?? []).map((path) => lastOf(path)).filter(Boolean);
    case 'longitude':
    case 'latitude':
      return values[field]?.trim() || undefined;
    default:
      return typeof values[field] === 'string' ? (values[field] as string).trim() : values[field];
  }
}

function toForm(archive: ArchiveRecord, divisions: readonly CascadeOption[], industries: readonly CascadeOption[]): FormValues {
  return {
    name: archive.name ?? undefined,
    socialCreditCode: archive.socialCreditCode ?? undefined,
    legalPersonName: archive.legalPersonName ?? undefined,
    legalPersonIdCard: archive.legalPersonIdCard ?? undefined,
    contactPhone: archive.contactPhone ?? undefined,
    division: archive.administrativeDivisionId ? (pathTo(divisions, archive.administrativeDivisionId) ?? undefined) : undefined,
    industries: (archive.industryIdList ?? []).map((code) => pathTo(industries, code)).filter((p): p is string[] => p !== null),
    manageAddress: archive.manageAddress ?? undefined,
    longitude: archive.longitude == null ? undefined : String(archive.longitude),
    latitude: archive.latitude == null ? undefined : String(archive.latitude),
  };
}

/** Spec §2 /enterprise/enterprise-archives: every field of spec §3 Enterprise with the shared validators. */
export default function ArchivePage() {
  const { t, i18n } = useTranslation(NS);
  const locale = (i18n.language === 'en-US' ? 'en-US' : 'zh-CN') as MessageLocale;
  const { enterprise, permissions } = useShell();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [places, setPlaces] = useState<Place[]>([]);
  const canEdit = permissions.has(EDIT_PERMISSION);

  const archive = useArchive(enterprise.id);
  const divisions = useQuery({ queryKey: ['cascade', 'divisions'], queryFn: () => http.get<CascadeOption[]>(archiveApi.divisions), staleTime: Infinity });
  const industries = useQuery({ queryKey: ['cascade', 'industries'], queryFn: () => http.get<CascadeOption[]>(archiveApi.industries), staleTime: Infinity });
  const mapStatus = useQuery({ queryKey: ['mapStatus'], queryFn: () => http.get<{ configured: boolean }>(archiveApi.mapStatus, { silent: true }), staleTime: Infinity });
  const mapConfigured = mapStatus.data?.configured === true;
  const ready = archive.data && divisions.data && industries.data;

  useEffect(() => {
    if (archive.data && divisions.data && industries.data) form.setFieldsValue(toForm(archive.data, divisions.data, industries.data));
  }, [archive.data, divisions.data, industries.data, form]);

  const label = (field: ArchiveField) => t(`fields.${field}`);
  const rules = useMemo(() => {
    const rule = (field: ArchiveField): Rule[] => [
      {
        required: true,
        validator: (_rule, _value) => {
          const issue = checkArchiveField(field, archiveValue(field, form.getFieldsValue()));
          if (!issue) return Promise.resolve();
          const text = message(issue.key, locale, issue.params ?? {});
          return Promise.reject(new Error(issue.key === 'required' ? `${label(field)}${locale === 'zh-CN' ? '' : ' '}${text}` : text));
        },
      },
    ];
    return rule;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, locale, t]);

  const save = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const all = { ...form.getFieldsValue(), ...values };
    const body = {
      id: Number(enterprise.id),
      name: archiveValue('name', all),
      socialCreditCode: archiveValue('socialCreditCode', all),
      legalPersonName: archiveValue('legalPersonName', all),
      legalPersonIdCard: archiveValue('legalPersonIdCard', all),
      contactPhone: archiveValue('contactPhone', all),
      administrativeDivisionId: archiveValue('administrativeDivisionId', all),
      industryIdList: archiveValue('industryIdList', all),
      manageAddress: archiveValue('manageAddress', all),
      longitude: Number(archiveValue('longitude', all)),
      latitude: Number(archiveValue('latitude', all)),
    };
    setSaving(true);
    try {
      const saved = await http.put<ArchiveRecord>(archiveApi.save, body);
      queryClient.setQueryData(archiveQueryKey(enterprise.id), saved);
      notifier.toast('success', t('saved'), 1.5);
    } catch (error) {
      // The request layer has shown the server's message; field errors (a credit code or name another
      // enterprise holds) also go next to their inputs.
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const search = async (keyword: string) => {
    const text = keyword.trim();
    if (!mapConfigured || !text) return setPlaces([]);
    try {
      const result = await http.get<{ records: Place[] }>(archiveApi.search, { params: { keyword: text.slice(0, 50) }, silent: true });
      setPlaces(result.records);
    } catch {
      setPlaces([]);
    }
  };

  const pickPlace = (index: string) => {
    const place = places[Number(index)];
    if (!place) return;
    form.setFieldsValue({
      manageAddress: place.address ? `${place.address}${place.name}` : place.name,
      ...(place.longitude !== null && place.latitude !== null ? { longitude: String(place.longitude), latitude: String(place.latitude) } : {}),
    });
    void form.validateFields(['manageAddress', 'longitude', 'latitude']).catch(() => undefined);
  };

  const locate = async () => {
    const address = String(form.getFieldValue('manageAddress') ?? '').trim();
    if (!address) return;
    try {
      const point = await http.get<{ longitude: number; latitude: number } | null>(archiveApi.geocoder, { params: { keyword: address.slice(0, 50) } });
      if (!point) return notifier.toast('info', t('noResult'), 1.5);
      form.setFieldsValue({ longitude: String(point.longitude), latitude: String(point.latitude) });
      notifier.toast('success', t('located'), 1.5);
    } catch {
      // Shown by the request layer.
    }
  };

  const input = (field: ArchiveField, max: number, extra: Record<string, unknown> = {}, validateTrigger?: string) => (
    <Form.Item name={field} label={label(field)} rules={rules(field)} validateFirst validateTrigger={validateTrigger}>
      <Input data-testid={`archive-${field}`} maxLength={max} placeholder={t('placeholders.input', { label: label(field) })} allowClear {...extra} />
    </Form.Item>
  );

  return (
    <Card className="ec-archive" title={t('title')} data-testid="archive-page" extra={canEdit ? (
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} disabled={!ready} data-testid="archive-save">
        {t('save')}
      </Button>
    ) : null}>
      {!canEdit && <Alert className="ec-archive-alert" type="info" showIcon message={t('readOnly')} />}
      {!ready ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form form={form} layout="vertical" disabled={!canEdit} requiredMark>
          <h4 className="ec-archive-section">{t('sections.basic')}</h4>
          <Row gutter={24}>
            <Col xs={24} md={12}>{input('name', 100)}</Col>
            <Col xs={24} md={12}>
              {/* Checked when the user leaves the field, on the code as it will be saved (trimmed, upper case). */}
              {input(
                'socialCreditCode',
                18,
                {
                  onBlur: () => {
                    form.setFieldValue('socialCreditCode', String(form.getFieldValue('socialCreditCode') ?? '').trim().toUpperCase());
                    void form.validateFields(['socialCreditCode']).catch(() => undefined);
                  },
                },
                'onBlur',
              )}
            </Col>
            <Col xs={24} md={12}>{input('legalPersonName', 20)}</Col>
            <Col xs={24} md={12}>{input('legalPersonIdCard', 18)}</Col>
            <Col xs={24} md={12}>{input('contactPhone', 20)}</Col>
            <Col xs={24} md={12}>
              <Form.Item name="division" label={label('administrativeDivisionId')} rules={rules('administrativeDivisionId')}>
                <Cascader data-testid="archive-division" options={divisions.data} showSearch placeholder={t('placeholders.select', { label: label('administrativeDivisionId') })} fieldNames={{ label: 'label', value: 'value', children: 'children' }} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="industries" label={label('industryIdList')} rules={rules('industryIdList')}>
                <Cascader
                  data-testid="archive-industries"
                  options={industries.data}
                  multiple
                  showSearch
                  maxTagCount="responsive"
                  showCheckedStrategy={Cascader.SHOW_PARENT}
                  placeholder={t('placeholders.select', { label: label('industryIdList') })}
                />
              </Form.Item>
            </Col>
          </Row>
          <h4 className="ec-archive-section">{t('sections.location')}</h4>
          {mapStatus.isFetched && !mapConfigured && (
            <Alert className="ec-archive-alert" data-testid="map-not-configured" type="warning" showIcon message={t('mapNotConfigured')} />
          )}
          <Row gutter={24}>
            {mapConfigured && canEdit && (
              <Col xs={24}>
                <Form.Item label={t('searchAddress')}>
                  <AutoComplete
                    data-testid="archive-address-search"
                    options={places.map((p, i) => ({ value: String(i), label: `${p.name}  ${p.address}` }))}
                    onSearch={(v) => void search(v)}
                    onSelect={pickPlace}
                    placeholder={t('placeholders.search')}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24}>
              <Form.Item label={label('manageAddress')} required>
                <Space.Compact block>
                  <Form.Item name="manageAddress" noStyle rules={rules('manageAddress')}>
                    <Input data-testid="archive-manageAddress" maxLength={200} placeholder={t('placeholders.input', { label: label('manageAddress') })} />
                  </Form.Item>
                  {mapConfigured && <Button icon={<AimOutlined />} onClick={() => void locate()}>{t('locate')}</Button>}
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>{input('longitude', 12)}</Col>
            <Col xs={24} md={12}>{input('latitude', 11)}</Col>
          </Row>
        </Form>
      )}
    </Card>
  );
}
