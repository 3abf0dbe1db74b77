/**
 * What the request pipeline needs to know about one module, worked out once at start-up from its
 * (already validated) schema and the dictionaries.
 */
import { isScalarField } from '../../schemas/fieldKinds';
import type { DictionaryDef, FieldOption, FieldSchema, LocalizedText, ModuleSchema, SearchItem } from '../../schemas/types';

export interface FilterSpec {
  item: SearchItem;
  field: FieldSchema;
  label: LocalizedText;
  /** Accepted values of select filters (dictionary values, or true/false for booleans). */
  values?: string[];
  multiple: boolean;
}

export interface ModuleContext {
  schema: ModuleSchema;
  fields: ReadonlyMap<string, FieldSchema>;
  /** Choices of an enum field (inline options or its dictionary), with labels for export. */
  choices(field: FieldSchema): FieldOption[] | undefined;
  filters: FilterSpec[];
  /** Fields the page may be sorted by: sortable list columns and the default sort field. */
  sortable: string[];
  /** Fields the export may include (every list column), and the default choice (non-hidden ones). */
  exportable: string[];
  defaultExportColumns: string[];
}

const BOOLEAN_VALUES = ['true', 'false', '1', '0'];

export function moduleContext(schema: ModuleSchema, dictionaries: readonly DictionaryDef[]): ModuleContext {
  const dicts = new Map(dictionaries.map((d) => [d.type, d]));
  const fields = new Map(schema.fields.map((f) => [f.name, f] as const));
  const choices = (field: FieldSchema): FieldOption[] | undefined =>
    field.options ?? (field.dict ? dicts.get(field.dict)?.children : undefined);

  const filters = schema.search.map((item): FilterSpec => {
    const field = fields.get(item.searchName)!;
    const listed = item.selectList ?? (item.dict ? dicts.get(item.dict)?.children : undefined) ?? choices(field);
    const values = item.searchType === 'select' ? (field.type === 'boolean' && !item.selectList && !item.dict ? BOOLEAN_VALUES : listed?.map((o) => o.value)) : undefined;
    return { item, field, label: item.label ?? field.label, values, multiple: item.searchType === 'select' && item.multiple === true };
  });

  const sortable = schema.list.columns.filter((c) => c.sortable).map((c) => c.field);
  const defaultSort = schema.list.defaultSort?.field;
  if (defaultSort && !sortable.includes(defaultSort)) sortable.push(defaultSort);

  return {
    schema,
    fields,
    choices,
    filters,
    sortable: sortable.filter((name) => isScalarField(fields.get(name)!)),
    exportable: schema.list.columns.map((c) => c.field),
    defaultExportColumns: schema.list.columns.filter((c) => !c.hidden).map((c) => c.field),
  };
}
