import Tooltip from 'antd/es/tooltip';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './ellipsis.css';

/**
 * One line of text that ends with an ellipsis when it does not fit, and then shows the whole text in
 * a tooltip (breadcrumbs, the enterprise selector). Whether it is cut is measured, so a text that fits
 * gets no tooltip.
 */
export function EllipsisText({ text, children, className, testId }: { text: string; children?: ReactNode; className?: string; testId?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    // The observer reports the element once right after layout, before paint; measuring here instead
    // would force a layout of the whole page in the middle of React's commit.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip title={cut ? text : undefined} placement="bottom">
      <span ref={ref} className={`ec-ellipsis${className ? ` ${className}` : ''}`} data-testid={testId} data-cut={cut ? 'true' : undefined}>
        {children ?? text}
      </span>
    </Tooltip>
  );
}
