import type { UseFormReturn } from 'react-hook-form';
import type { TFormValues } from '../../../../components/catalogue';
import type { TWizardValues } from '../form-values';
import type { TWizardLookups } from '../use-wizard-lookups';

/** What every step of the wizard is given: the whole strategy's form and the selection lists. */
export type TStepProps = { form: UseFormReturn<TWizardValues>; lookups: TWizardLookups };

/** The catalogue fields render on a loosely typed form; the wizard's is the strategy's. */
export const asCatalogueForm = (form: UseFormReturn<TWizardValues>) => form as unknown as UseFormReturn<TFormValues>;
