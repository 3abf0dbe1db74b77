// What the designer's live region says during a drag (dnd-kit announcements): the picked-up widget by
// name, then where a drop would land now — before or after the widget under the dragged one (its centre
// against the target's middle, as the drop decides), or at the end of a container — in both languages.
import type { Active, Over } from '@dnd-kit/core';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyForm, widgetFactory } from '../../../schemas/forms/factory';
import type { FormJson } from '../../../schemas/forms/types';
import { ROOT } from '../model/tree';
import { designerAnnouncements } from '../ui/announcements';
import { designerTexts } from '../ui/texts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'zh-CN', resources: { 'zh-CN': { d: designerTexts['zh-CN'] }, 'en-US': { d: designerTexts['en-US'] } }, defaultNS: 'd', interpolation: { escapeValue: false } });
});

let seq = 0;
const factory = widgetFactory(new Set(), () => ++seq);
const first = factory.create('input');
first.options.name = 'applicant';
const second = factory.create('textarea');
second.options.name = 'reason';
const grid = factory.create('grid');
const form: FormJson = { ...emptyForm(), widgetList: [first, second, grid] };

/** The dragged widget with its rect moved so its centre sits at `y`. */
function active(id: string, y: number): Active {
  return { id: `drag:${id}`, data: { current: { kind: 'move', id, type: 'input' } }, rect: { current: { initial: null, translated: { top: y - 10, bottom: y + 10, height: 20, left: 0, right: 100, width: 100 } } } } as unknown as Active;
}
/** A widget target whose middle is at y = 100. */
const overWidget = (id: string, index: number): Over => ({ id: `drop:${id}`, rect: { top: 80, bottom: 120, height: 40, left: 0, right: 100, width: 100 }, data: { current: { kind: 'widget', id, slot: ROOT, index } }, disabled: false }) as Over;
const overSlot = (slot: string): Over => ({ id: `slot:${slot}`, rect: { top: 0, bottom: 0, height: 0, left: 0, right: 0, width: 0 }, data: { current: { kind: 'slot', slot } }, disabled: false }) as Over;

describe('designer drag announcements', () => {
  const say = () => designerAnnouncements(i18n.t, form, () => form.widgetList.length).announcements;

  it('names the picked-up widget and where it would land, before or after the target', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(say().onDragStart({ active: active(second.id, 0) })).toBe('已拿起「reason」');
    expect(say().onDragMove!({ active: active(second.id, 90), over: overWidget(first.id, 0) })).toBe('「reason」将放在「applicant」之前');
    expect(say().onDragOver({ active: active(second.id, 110), over: overWidget(first.id, 0) })).toBe('「reason」将放在「applicant」之后');
    expect(say().onDragOver({ active: active(second.id, 110), over: overSlot(ROOT) })).toBe('「reason」将放入「表单」末尾');
    expect(say().onDragOver({ active: active(second.id, 110), over: null })).toBe('「reason」不在可放置的位置');
    expect(say().onDragEnd({ active: active(second.id, 110), over: overSlot(ROOT) })).toBe('已放下「reason」');
  });

  it('speaks English too, and a palette widget by its type name', async () => {
    await i18n.changeLanguage('en-US');
    const fromPalette = { ...active('x', 90), data: { current: { kind: 'new', type: 'divider' } } } as unknown as Active;
    expect(say().onDragStart({ active: fromPalette })).toBe(`Picked up "${designerTexts['en-US'].widget.divider}"`);
    expect(say().onDragOver({ active: active(first.id, 50), over: overSlot(grid.cols![0].id) })).toBe(`"applicant" goes at the end of "${grid.cols![0].options.name}"`);
    expect(say().onDragCancel!({ active: active(first.id, 50), over: null })).toBe('Drag cancelled');
  });
});
