import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { EXECUTION_LABELS as L, EXECUTION_LIMITS, EXECUTION_MSG, MSG, type TExecutionView } from '@siiicca/shared';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useDecideExtension } from '../api/decide-extension';
import { runExecutionWrite } from './write-outcome';

type TExtension = TExecutionView['extensions'][number];

/**
 * The office's decision on a pending extension: 'Aprobar' or 'Denegar', and the reason (required to
 * deny: the owner reads why), sent with the view's version.
 */
export function DecisionDialog(props: { projectId: number; extension: TExtension; version: string; onClose: () => void }) {
  const { projectId, extension, version, onClose } = props;
  const labelId = useId();
  const decide = useDecideExtension(projectId, extension.id);
  const [choice, setChoice] = useState<'approve' | 'deny' | ''>('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const confirm = (reason: string) => {
    if (!choice) return setChoiceError(MSG.required);
    void runExecutionWrite(() => decide.mutateAsync({ approved: choice === 'approve', reason, version }), {
      failed: EXECUTION_MSG.moveFailed,
      placeErrors: (errors) => setServerError(errors?.reason?.[0] ?? null),
      onDone: onClose,
    });
  };
  return (
    <ReasonDialog
      title={L.decisionTitle}
      text={`${L.decisionText(extension.previous_end, extension.requested_end)} ${L.justification}: ${extension.justification}`}
      confirmLabel={L.decideExtension}
      requiredMessage={choice === 'deny' ? EXECUTION_MSG.reasonRequired : undefined}
      maxLength={EXECUTION_LIMITS.reason}
      busy={decide.isPending}
      error={serverError}
      onCancel={onClose}
      onConfirm={confirm}
    >
      <FormControl required error={!!choiceError}>
        <FormLabel id={labelId}>{L.decision}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value as 'approve' | 'deny');
            setChoiceError(null);
          }}
        >
          <FormControlLabel value="approve" control={<Radio />} label={L.approve} />
          <FormControlLabel value="deny" control={<Radio />} label={L.deny} />
        </RadioGroup>
        {choiceError && <FormHelperText>{choiceError}</FormHelperText>}
      </FormControl>
    </ReasonDialog>
  );
}
