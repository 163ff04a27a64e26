import type { TProjectStepProps } from '../form-values';
import { InvestigatorsList } from '../investigators/investigators-list';

/** Step 3, Aliados Externos: the allies from other entities, always Coinvestigadores. */
export function AlliesStep(props: TProjectStepProps) {
  return <InvestigatorsList {...props} kind="Externo" />;
}
