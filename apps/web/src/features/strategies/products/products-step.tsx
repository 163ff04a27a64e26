import Stack from '@mui/material/Stack';
import type { TActivityInput, TStrategyKind } from '@siiicca/shared';
import { ActivitiesList } from './activities-list';
import { ProductsList } from './products-list';

export type TProductsStepProps = {
  kind: TStrategyKind | null;
  products: number[];
  onProductsChange: (next: number[]) => void;
  activities: TActivityInput[];
  onActivitiesChange: (next: TActivityInput[]) => void;
};

/** Step 10 of the wizard: the expected products (only the kind's) and the activities. */
export function ProductsStep(p: TProductsStepProps) {
  return (
    <Stack spacing={4}>
      <ProductsList kind={p.kind} products={p.products} onChange={p.onProductsChange} />
      <ActivitiesList activities={p.activities} onChange={p.onActivitiesChange} />
    </Stack>
  );
}
