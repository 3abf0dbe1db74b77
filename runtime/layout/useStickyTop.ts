import { useEffect, useState } from 'react';

function measure(): number {
  if (typeof document === 'undefined') return 0;
  const bars = Array.from(document.querySelectorAll<HTMLElement>('.ec-page-tabs, .ec-navbar.is-fixed'));
  return Math.max(0, ...bars.map((el) => (parseFloat(getComputedStyle(el).top) || 0) + el.offsetHeight));
}

/**
 * Pixels at the top of the window the shell's sticky bars cover once stuck (the tab bar, below the
 * navbar on pages with a fixed one), so a page's own sticky parts (table headers) stick below them.
 * Read when the page first renders (the shell's bars are already laid out by then), so a list is not
 * rendered a second time, all its rows included, just to learn the offset.
 */
export function useStickyTop(): number {
  const [top, setTop] = useState(measure);
  useEffect(() => {
    const update = () => setTop(measure());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return top;
}
