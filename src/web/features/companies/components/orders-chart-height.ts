// Its own module so the dashboard's placeholder can share it without pulling in the chart library.
export const ORDERS_CHART_HEIGHT = 220;
