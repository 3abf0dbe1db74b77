import { useEffect, useState } from 'react';
import { useRequest } from '../../../runtime/monitoring/useRequest';
import { useShell } from '../../../runtime/shell/ShellData';
import type { Plant } from '../contract';
import { get } from './api';

const CHOICE_KEY = 'boao_plant_id';

/**
 * The enterprise's plants and the one the pages show: the last chosen (kept for the tab session) or
 * the first. Switching enterprises reloads the list, and a plant of the old enterprise is never kept.
 */
export function usePlant() {
  const { enterprise } = useShell();
  const plants = useRequest(() => get<Plant[]>('plants', {}), [enterprise.id]);
  const [chosen, setChosen] = useState<number | null>(() => Number(sessionStorage.getItem(CHOICE_KEY)) || null);
  const list = plants.data ?? [];
  const plant = list.find((p) => p.id === chosen) ?? list[0];
  useEffect(() => {
    if (plant) sessionStorage.setItem(CHOICE_KEY, String(plant.id));
  }, [plant]);
  return { plants: list, plant, choose: setChosen, loading: plants.loading && !plants.data };
}
