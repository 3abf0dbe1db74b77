/**
 * Drag and drop of the designer (@dnd-kit): palette items and canvas widgets are draggables; every
 * slot (a container's list) and every canvas widget is a drop target. The innermost target under the
 * pointer wins (a field inside a grid column beats the column, which beats the grid); with the
 * keyboard (space, arrows, space) the target nearest the moved item wins. Dropping on a widget puts the
 * dragged one before or after it, on a slot at its end.
 */
import { closestCenter, pointerWithin, type Active, type CollisionDetection, type DragEndEvent, type Over } from '@dnd-kit/core';

export type DragData = { kind: 'new'; type: string } | { kind: 'move'; id: string; type: string };
export type DropData = { kind: 'slot'; slot: string } | { kind: 'widget'; id: string; slot: string; index: number };

export const paletteId = (type: string) => `palette:${type}`;
export const widgetDragId = (id: string) => `drag:${id}`;
export const widgetDropId = (id: string) => `drop:${id}`;
export const slotDropId = (slot: string) => `slot:${slot}`;

function area(rect: { width: number; height: number } | null | undefined): number {
  return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
}

/** The targets a drag may not land on: the dragged widget and everything inside it. */
export function innermostCollision(excluded: () => ReadonlySet<string>): CollisionDetection {
  return (args) => {
    const hits = (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args)).filter((c) => !excluded().has(String(c.id)));
    if (!args.pointerCoordinates) return hits.slice(0, 1);
    return hits.sort((a, b) => area(args.droppableRects.get(a.id)) - area(args.droppableRects.get(b.id)));
  };
}

export interface DropPlace {
  slot: string;
  index: number;
}

/** Where a drop lands: before/after the widget under the pointer, or at the end of a slot. */
export function dropPlace(event: Pick<DragEndEvent, 'active' | 'over' | 'delta'> & { activatorEvent: Event | null }, slotLength: (slot: string) => number): DropPlace | null {
  const over: Over | null = event.over;
  const data = over?.data.current as DropData | undefined;
  if (!over || !data) return null;
  if (data.kind === 'slot') return { slot: data.slot, index: slotLength(data.slot) };
  const y = pointerY(event.active, event.activatorEvent, event.delta);
  const middle = over.rect.top + over.rect.height / 2;
  return { slot: data.slot, index: y !== null && y > middle ? data.index + 1 : data.index };
}

function pointerY(active: Active, activator: Event | null, delta: { y: number }): number | null {
  if (activator && 'clientY' in activator && typeof (activator as PointerEvent).clientY === 'number') return (activator as PointerEvent).clientY + delta.y;
  const rect = active.rect.current.translated;
  return rect ? rect.top + rect.height / 2 : null;
}
