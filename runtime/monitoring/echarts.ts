/**
 * The ECharts build the monitoring screens need, imported piece by piece (line/bar/scatter charts, grid,
 * tooltip, legend, mark lines, data zoom, canvas renderer) so the bundle carries nothing else.
 * Imported only through `import('./echarts')` in EChart.tsx: the chart code is its own chunk.
 */
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, MarkLineComponent, DataZoomComponent, TitleComponent, CanvasRenderer]);

export { echarts };
