import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { brand } from '#shared/theme/brand.ts';
import { ORDERS_CHART_HEIGHT } from './orders-chart-height.ts';

export type OrdersChartPoint = { day: string; orders: number; completions: number };

/** Orders and completions per day. Loaded on its own: the chart library is most of its weight. */
const OrdersChart = ({ data }: { data: OrdersChartPoint[] }) => (
  <AreaChart
    // One label a week, counted back from today: recharts' own choice left uneven, crowded gaps.
    xAxisProps={{
      ticks: data.filter((_, index) => (data.length - 1 - index) % 7 === 0).map((point) => point.day),
    }}
    h={ORDERS_CHART_HEIGHT}
    data={data}
    dataKey="day"
    series={[
      { name: 'orders', label: 'Orders', color: brand.colors.primary },
      { name: 'completions', label: 'Completions', color: brand.status.verified },
    ]}
    curveType="monotone"
    withLegend
    legendProps={{ verticalAlign: 'bottom' }}
    tickLine="none"
    gridAxis="y"
    withGradient
    withDots={false}
    fillOpacity={0.25}
    yAxisProps={{ allowDecimals: false, width: 32 }}
  />
);

export default OrdersChart;
