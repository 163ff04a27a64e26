import { Link as RouterLink } from 'react-router';
import { Link, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_COUNTS_PATH, todayInBogota } from '@siiicca/shared';
import { productCountsQuery } from '../api/get-product-counts';
import type { TChart } from '../api/get-dashboard';
import { ChartCard } from './chart-card';

/**
 * The research office (researchers.read, issue 44): the products delivered this year (reports
 * accepted since 1 January, Bogotá) by faculty, as the other chart cards (a 'Tabla' toggle, no tab
 * stop in the chart); 'Productos por facultad y grupo' holds the groups, the years and the Excel.
 */
export function ProductsCard() {
  const today = todayInBogota();
  const counts = useQuery(productCountsQuery({ from: `${today.slice(0, 4)}-01-01`, to: today }));
  if (counts.isError) return null;
  if (!counts.data) return <Skeleton variant="rounded" height={306} />;
  const byFaculty = new Map<string, number>();
  for (const r of counts.data.data) byFaculty.set(r.faculty, (byFaculty.get(r.faculty) ?? 0) + r.products);
  const chart: TChart = {
    key: 'products_by_faculty',
    title: `Productos entregados en ${today.slice(0, 4)} por facultad`,
    points: [...byFaculty].map(([faculty, value]) => ({ key: faculty, label: faculty, value })),
  };
  return (
    <div>
      <ChartCard chart={chart} kind="bar" />
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={PRODUCT_COUNTS_PATH} underline="always">
          Productos por facultad y grupo
        </Link>
      </Typography>
    </div>
  );
}
