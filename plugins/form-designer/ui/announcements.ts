/**
 * What dnd-kit's live region says during a drag, in the user's language: the picked-up widget, then
 * where a drop would put it now (before/after a widget, or at the end of a container) — the same place
 * onDragEnd uses — so a keyboard user hears the result before pressing space.
 */
import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { FormJson } from '../../../schemas/forms/types';
import { findWidget, ROOT } from '../model/tree';
import { dropPlace, type DragData, type DropData } from './dnd';

export function designerAnnouncements(t: TFunction, form: FormJson, slotLength: (slot: string) => number): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const nameOf = (id: string) => String(findWidget(form, id)?.options.name ?? id);
  const dragged = (active: Active) => {
    const data = active.data.current as DragData | undefined;
    return data?.kind === 'move' ? nameOf(data.id) : t(`widget.${data?.type ?? ''}`);
  };
  const place = (active: Active, over: Over | null) => {
    const name = dragged(active);
    const data = over?.data.current as DropData | undefined;
    if (!over || !data) return t('dnd.nowhere', { name });
    if (data.kind === 'slot') return t('dnd.intoSlot', { name, slot: data.slot === ROOT ? t('dnd.form') : nameOf(data.slot) });
    // The keyboard moves the dragged rect; its centre against the target's middle decides the side.
    const at = dropPlace({ active, over, activatorEvent: null, delta: { x: 0, y: 0 } }, slotLength);
    return t(at && at.index > data.index ? 'dnd.after' : 'dnd.before', { name, target: nameOf(data.id) });
  };
  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('dnd.picked', { name: dragged(active) }),
      onDragMove: ({ active, over }) => place(active, over),
      onDragOver: ({ active, over }) => place(active, over),
      onDragEnd: ({ active, over }) => (over ? t('dnd.dropped', { name: dragged(active) }) : t('dnd.cancelled')),
      onDragCancel: () => t('dnd.cancelled'),
    },
  };
}
