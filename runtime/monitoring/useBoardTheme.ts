import { useCallback, useEffect, useState } from 'react';
import { http } from '../services/http';
import { monitoringPaths } from './api';

export type BoardTheme = 'light' | 'dark';

/**
 * The user's board theme, kept on the server (spec §7: GET group/screen/boardTheme, 1 = dark; POST
 * group/screen/changeBoardTheme {style}). The switch flips at once and goes back if the save fails.
 */
export function useBoardTheme() {
  const [theme, setTheme] = useState<BoardTheme | undefined>(undefined);

  useEffect(() => {
    let live = true;
    http.get<number>(monitoringPaths.boardTheme, { silent: true }).then(
      // A choice made while this was on its way wins over the stored one.
      (style) => live && setTheme((current) => current ?? (style === 1 ? 'dark' : 'light')),
      () => live && setTheme((current) => current ?? 'light'),
    );
    return () => {
      live = false;
    };
  }, []);

  const change = useCallback(async (next: BoardTheme) => {
    const before = theme;
    setTheme(next);
    try {
      await http.post(monitoringPaths.changeBoardTheme, { style: next === 'dark' ? 1 : 0 });
    } catch {
      setTheme(before);
    }
  }, [theme]);

  return { theme, change };
}
