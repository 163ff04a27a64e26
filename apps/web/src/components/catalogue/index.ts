export { CataloguePage } from './catalogue-page';
export { CatalogueDialog } from './catalogue-dialog';
export { ConfirmDialog } from './confirm-dialog';
export { FormFields } from './form-fields';
export * from './columns';
export type * from './types';
export { fromShared, type TFieldPatch, type TSharedOverrides } from './from-shared';
export { RowsFieldset } from './rows-fieldset';
