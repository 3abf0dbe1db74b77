/**
 * Grid columns and tab panes: added freely, deleted only while another remains (spec §5: the last
 * column and the last tab pane cannot be deleted).
 */
import type { FormMessage } from '../../../schemas/forms/messages';
import type { FormJson } from '../../../schemas/forms/types';
import { factoryFor, findWidget, locateAll, type Edit } from './tree';

export function addPart(form: FormJson, containerId: string, label: string): Edit {
  const next = structuredClone(form);
  const container = findWidget(next, containerId);
  const factory = factoryFor(form);
  if (container?.type === 'grid') container.cols = [...(container.cols ?? []), factory.gridCol()];
  else if (container?.type === 'tab') container.tabs = [...(container.tabs ?? []), factory.tabPane(label)];
  else return { error: 'unknownWidget' };
  return { form: next };
}

export function deletePart(form: FormJson, partId: string): Edit {
  const at = locateAll(form).get(partId);
  const parent = at?.parent;
  if (!at || !parent) return { error: 'unknownWidget' };
  const list = parent.type === 'grid' ? 'cols' : parent.type === 'tab' ? 'tabs' : null;
  if (!list) return { error: 'unknownWidget' };
  const last: FormMessage = list === 'cols' ? 'lastColumn' : 'lastTabPane';
  if ((parent[list]?.length ?? 0) <= 1) return { error: last };
  const next = structuredClone(form);
  const owner = findWidget(next, parent.id)!;
  owner[list] = owner[list]!.filter((part) => part.id !== partId);
  if (list === 'tabs' && !owner.tabs!.some((p) => p.options.active)) owner.tabs![0].options.active = true;
  return { form: next };
}
