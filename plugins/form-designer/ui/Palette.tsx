/**
 * The palette (spec §2): containers, basic and advanced fields. Each entry drags onto the canvas
 * (pointer, or keyboard: focus, space, arrows, space) or adds itself on click or Enter next to the selection.
 * Only widgets something provides are offered: the runtime's own, and those of enabled plugins.
 */
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { WIDGET_KINDS, type PaletteGroup } from '../../../schemas/forms/catalogue';
import { useFieldWidgetLookup } from '../../../runtime/plugins/fieldWidgets';
import { NS, useDesignerContext } from './context';
import { paletteId, type DragData } from './dnd';

function PaletteItem({ type }: { type: string }) {
  const { t } = useTranslation(NS);
  const { add } = useDesignerContext();
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: paletteId(type), data: { kind: 'new', type } satisfies DragData });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      className={`fd-palette-item${isDragging ? ' fd-dragging' : ''}`}
      onClick={() => add(type)}
      onKeyDown={(e) => {
        // Enter adds next to the selection, as a click does; Space picks the entry up to drag it with the arrows.
        if (e.key === 'Enter') {
          e.preventDefault();
          add(type);
          return;
        }
        listeners?.onKeyDown?.(e);
      }}
      data-testid={`palette-${type}`}
    >
      {t(`widget.${type}`)}
    </div>
  );
}

const GROUPS: PaletteGroup[] = ['container', 'basic', 'advanced'];

export function Palette() {
  const { t } = useTranslation(NS);
  const lookup = useFieldWidgetLookup();
  return (
    <aside className="fd-palette" data-testid="designer-palette">
      <p className="fd-muted">{t('palette.hint')}</p>
      {GROUPS.map((group) => (
        <section key={group}>
          <h4 className="fd-palette-title">{t(`palette.${group}`)}</h4>
          <div className="fd-palette-grid">
            {WIDGET_KINDS.filter((k) => k.group === group && !k.internal && (k.container || lookup(k.type)?.edit)).map((k) => (
              <PaletteItem key={k.type} type={k.type} />
            ))}
          </div>
        </section>
      ))}
    </aside>
  );
}
