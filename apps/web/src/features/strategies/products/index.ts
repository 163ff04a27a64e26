export { ProductsStep, type TProductsStepProps } from './products-step';
