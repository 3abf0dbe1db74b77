import { useEffect, useState } from 'react';

/**
 * Pixels at the top of the window the shell's sticky bars cover once stuck (the tab bar, below the
 * navbar on pages with a fixed one), so a page's own sticky parts (table headers) stick below them.
 */
export function useStickyTop(): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const measure = () => {
      const bars = Array.from(document.querySelectorAll<HTMLElement>('.ec-page-tabs, .ec-navbar.is-fixed'));
      setTop(Math.max(0, ...bars.map((el) => (parseFloat(getComputedStyle(el).top) || 0) + el.offsetHeight)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return top;
}
