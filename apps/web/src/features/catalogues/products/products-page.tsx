import { PRODUCTS, type TProductRow } from '@siiicca/shared';
import { CataloguePage, chipsColumn, fromShared } from '../../../components/catalogue';
import { ProductTypesField } from './product-types-field';

const typesColumn = chipsColumn('types', 'Tipos de Producto (horas)', (t: TProductRow['types'][number]) => `${t.name} · ${t.hours} h`);

const def = fromShared(PRODUCTS, {
  fields: { types: { kind: 'custom', render: ({ form }) => <ProductTypesField form={form} /> } },
  columns: ([id, name, ...rest]) => [id!, name!, { ...typesColumn, flex: 1.4, minWidth: 260 }, ...rest],
  toForm: (row) => ({ ...row, types: (row as TProductRow).types.map((t) => ({ id: t.id, hours: t.hours })) }),
});

/** Research products, each with the product types (and pivot hours) it is offered under. */
export default function ProductsPage() {
  return <CataloguePage def={def} />;
}
