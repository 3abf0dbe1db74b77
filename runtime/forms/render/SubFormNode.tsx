/**
 * A sub-form (rows of labelled cells) or data table (a bordered table, one column per field): the value
 * is a list of rows keyed by field name (spec §3). Rows can be added, inserted and deleted up to
 * maxRows; the whole sub-form or one row can be disabled (spec §4), which locks its cells and buttons.
 */
import { DeleteOutlined, PlusOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import type { ArrayField, GeneralField } from '@formily/core';
import { observer } from '@formily/react';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SUBFORM_MAX_ROWS } from '../../../schemas/forms/catalogue';
import type { ModelNode } from '../formModel';
import { useRender } from './context';
import { FieldNode } from './FieldNode';
import { classOf } from './layout';

const RowActions = observer(function RowActions({ node, index, full }: { node: ModelNode; index: number; full: boolean }) {
  const { t } = useTranslation();
  const { state } = useRender();
  const name = node.widget.options.name;
  const row = state.form.fields[`${node.address}.${index}`] as GeneralField | undefined;
  const locked = !row || row.disabled || row.readOnly;
  return (
    <div className="ec-subform-actions">
      <Tooltip title={t('form.insertRow')}>
        <Button size="small" type="text" icon={<VerticalAlignTopOutlined />} disabled={locked || full} onClick={() => state.addRow(name, index)} data-testid={`subform-insert-${name}-${index}`} />
      </Tooltip>
      <Tooltip title={t('form.removeRow')}>
        <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={locked} onClick={() => state.deleteRow(name, index)} data-testid={`subform-delete-${name}-${index}`} />
      </Tooltip>
    </div>
  );
});

export const SubFormNode = observer(function SubFormNode({ node }: { node: ModelNode }) {
  const { t } = useTranslation();
  const { state } = useRender();
  const array = state.fieldOf(node) as ArrayField | undefined;
  if (!array || array.display !== 'visible') return null;
  const { widget } = node;
  const name = widget.options.name;
  const cells = (state.model.cells.get(name) ?? []).filter((cell) => cell.widget.options.hidden !== true);
  const count = Array.isArray(array.value) ? array.value.length : 0;
  const max = typeof widget.options.maxRows === 'number' && widget.options.maxRows > 0 ? widget.options.maxRows : DEFAULT_SUBFORM_MAX_ROWS;
  const locked = array.disabled || array.readOnly;
  const numbered = widget.options.showRowNumber !== false;
  const table = widget.type === 'data-table';
  const rows = Array.from({ length: count }, (_, index) => index);
  const header = cells.map((cell) => (
    <span key={cell.widget.id} className={cell.widget.options.required ? 'ec-subform-required' : undefined}>
      {String(cell.widget.options.label || cell.widget.options.name)}
    </span>
  ));
  const errors = array.selfErrors;
  const columns = `${numbered ? '40px ' : ''}repeat(${Math.max(cells.length, 1)}, minmax(120px, 1fr)) 72px`;
  const body = table ? (
    <table className="ec-data-table">
      <thead>
        <tr>
          {numbered && <th className="ec-subform-index">{t('form.rowNumber')}</th>}
          {header.map((h, i) => (
            <th key={i}>{h}</th>
          ))}
          <th className="ec-subform-actions-head">{t('form.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((index) => (
          <tr key={index} data-testid={`subform-row-${name}`}>
            {numbered && <td className="ec-subform-index">{index + 1}</td>}
            {cells.map((cell) => (
              <td key={cell.widget.id}>
                <FieldNode node={cell} row={index} />
              </td>
            ))}
            <td>
              <RowActions node={node} index={index} full={count >= max} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ) : (
    <div className="ec-subform-grid">
      <div className="ec-subform-head" style={{ gridTemplateColumns: columns }}>
        {numbered && <span className="ec-subform-index">{t('form.rowNumber')}</span>}
        {header}
        <span />
      </div>
      {rows.map((index) => (
        <div key={index} className="ec-subform-row" style={{ gridTemplateColumns: columns }} data-testid={`subform-row-${name}`}>
          {numbered && <span className="ec-subform-index">{index + 1}</span>}
          {cells.map((cell) => (
            <FieldNode key={cell.widget.id} node={cell} row={index} />
          ))}
          <RowActions node={node} index={index} full={count >= max} />
        </div>
      ))}
    </div>
  );
  return (
    <div className={['ec-subform', table ? 'ec-subform-table' : '', classOf(widget.options.customClass)].filter(Boolean).join(' ')} data-testid={`subform-${name}`}>
      {widget.options.label ? <div className="ec-subform-title">{String(widget.options.label)}</div> : null}
      {body}
      {count === 0 && <div className="ec-subform-empty">{t('form.subFormEmpty')}</div>}
      {errors.length > 0 && <div className="ec-form-cell-message">{errors[0]}</div>}
      {!locked && count < max && (
        <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => state.addRow(name)} data-testid={`subform-add-${name}`}>
          {t('form.addRow')}
        </Button>
      )}
    </div>
  );
});
