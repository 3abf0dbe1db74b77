import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { LazyComponent } from '../plugins/types';
import { useShell } from '../shell/ShellData';

/**
 * Well-known places plugins can fill through `widgets` (e.g. the identity plugin's message link).
 * A slot with no widget renders nothing.
 */
export const SLOTS = {
  navbarCustomerService: 'navbar.customerService',
  navbarMessages: 'navbar.messages',
  navbarWorkbench: 'navbar.workbench',
  /** Extra entries above "log out" in the user menu area. */
  navbarUser: 'navbar.user',
  /** Above the routed page content (notices, trial banners). */
  contentTop: 'content.top',
} as const;

const lazyWidgets = new WeakMap<LazyComponent, LazyExoticComponent<ComponentType>>();

function lazyWidget(load: LazyComponent): LazyExoticComponent<ComponentType> {
  let component = lazyWidgets.get(load);
  if (!component) {
    component = lazy(load);
    lazyWidgets.set(load, component);
  }
  return component;
}

/** A broken widget must not take the navbar down with it. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function WidgetSlot({ name }: { name: string }) {
  const { registry } = useShell();
  const widgets = registry.widgets(name);
  if (widgets.length === 0) return null;
  return (
    <>
      {widgets.map((load, index) => {
        const Widget = lazyWidget(load);
        return (
          <WidgetBoundary key={index}>
            {/* Takes no room; marks a widget still loading, whose arrival will move what is beside it. */}
            <Suspense fallback={<span hidden data-widget-pending="" />}>
              <Widget />
            </Suspense>
          </WidgetBoundary>
        );
      })}
    </>
  );
}
