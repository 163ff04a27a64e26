import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import { REVIEW_LIMITS, REVIEW_MSG, scoreProblem, type TMyEvaluationDetail, type TReviewDraft } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue';
import { FormFailure } from '../../../components/form-submit';
import { isApiError } from '../../../lib/api-error';
import { placeServerErrors } from '../../../lib/server-field-errors';

type TValues = { scores: { criterion_id: number; score: string; comment: string }[]; general_comment: string };

const valuesOf = (d: TMyEvaluationDetail): TValues => ({
  scores: d.criteria.map((c) => {
    const s = d.evaluation?.scores.find((x) => x.criterion_id === c.id);
    return { criterion_id: c.id, score: s ? String(s.score) : '', comment: s?.comment ?? '' };
  }),
  general_comment: d.evaluation?.general_comment ?? '',
});

const bodyOf = (v: TValues, version: string): TReviewDraft => ({
  version,
  scores: v.scores.map((s) => ({ criterion_id: s.criterion_id, score: s.score.trim() === '' ? null : Number(s.score.replace(',', '.')), comment: s.comment })),
  general_comment: v.general_comment,
});

type Props = {
  detail: TMyEvaluationDetail;
  busy: boolean;
  onDirty: (dirty: boolean) => void;
  onSave: (body: TReviewDraft, submit: boolean) => Promise<unknown>;
};

/**
 * The rubric: a score per criterion within its scale and a comment each, a general comment; saved
 * as a draft, then sent after a confirmation. Once sent it is shown read-only.
 */
export function RubricForm({ detail, busy, onDirty, onSave }: Props) {
  const sent = detail.evaluation?.submitted_at != null;
  const form = useForm<TValues>({ defaultValues: valuesOf(detail) });
  const { register, formState, handleSubmit, setError, reset, clearErrors } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => onDirty(formState.isDirty), [formState.isDirty, onDirty]);

  /** The scale and completeness checks the server makes too, said at once beside each field. */
  const check = (v: TValues, submit: boolean) => {
    let ok = true;
    const fail = (i: number, message: string) => {
      ok = false;
      setError(`scores.${i}.score`, { message });
    };
    v.scores.forEach((s, i) => {
      const c = detail.criteria[i]!;
      const n = Number(s.score.replace(',', '.'));
      if (s.score.trim() === '') {
        if (submit) fail(i, 'Campo requerido');
        else if (s.comment.trim()) fail(i, REVIEW_MSG.commentNeedsScore);
      } else {
        const problem = scoreProblem(c, n);
        if (problem) fail(i, problem);
      }
    });
    return ok;
  };
  const save = (submit: boolean) => async (v: TValues) => {
    clearErrors();
    setFailure(null);
    if (!check(v, submit)) return setFailure(submit ? REVIEW_MSG.missingScores : null);
    try {
      await onSave(bodyOf(v, detail.version), submit);
      reset(v);
    } catch (err) {
      if (!isApiError(err)) return setFailure('No fue posible guardar la evaluación');
      setFailure(err.message);
      placeServerErrors(setError, err.errors, { skip: ['_'] });
    }
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="rubric-title">
      <Typography id="rubric-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {sent ? 'Evaluación enviada' : 'Calificación'}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => e.preventDefault()}>
        {detail.criteria.map((c, i) => (
          <Stack key={c.id} spacing={1} sx={{ borderTop: i ? 1 : 0, borderColor: 'divider', pt: i ? 2 : 0 }}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {c.name} (peso {c.weight} %)
            </Typography>
            {c.description && <Typography variant="body2">{c.description}</Typography>}
            <TextField
              label={`Calificación de ${c.name} (${c.scale_min} a ${c.scale_max})`}
              type="number"
              {...register(`scores.${i}.score`)}
              slotProps={{ htmlInput: { min: c.scale_min, max: c.scale_max, step: c.whole_steps ? 1 : 'any', readOnly: sent } }}
              error={!!formState.errors.scores?.[i]?.score}
              helperText={formState.errors.scores?.[i]?.score?.message ?? `Escala de ${c.scale_min} a ${c.scale_max}${c.whole_steps ? ', números enteros' : ', admite decimales'}`}
              sx={{ maxWidth: 360 }}
            />
            <TextField
              label={`Comentario sobre ${c.name}`}
              multiline
              minRows={2}
              {...register(`scores.${i}.comment`)}
              slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.comment, readOnly: sent } }}
            />
          </Stack>
        ))}
        <TextField
          label="Comentario general"
          multiline
          minRows={3}
          {...register('general_comment')}
          slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.generalComment, readOnly: sent } }}
        />
        <FormFailure message={failure} />
        {!sent && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'flex-end' }}>
            <Button variant="outlined" startIcon={<SaveIcon />} disabled={busy} onClick={() => void handleSubmit(save(false))()}>
              Guardar borrador
            </Button>
            <Button variant="contained" startIcon={<SendIcon />} disabled={busy} onClick={() => setConfirming(true)}>
              Enviar evaluación
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="¿Enviar la evaluación?"
        text="Una vez enviada, la evaluación no se puede modificar."
        confirmLabel="Enviar"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void handleSubmit(save(true))();
        }}
      />
    </Paper>
  );
}
