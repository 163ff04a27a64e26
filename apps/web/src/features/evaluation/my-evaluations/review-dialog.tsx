import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEW_MSG, type TReviewDraft } from '@siiicca/shared';
import { FullScreenForm } from '../../../components/full-screen-form';
import { useDiscardGuard } from '../../../components/unsaved-changes';
import { failureMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDownload } from '../../../lib/use-download';
import { downloadReviewDocument, downloadReviewPdf, myEvaluationQuery, useReviewWrite, type TReviewWrite } from '../api/reviews';
import { ReasonDialog } from './reason-dialog';
import { ReviewProjectView } from './review-project-view';
import { RubricForm } from './rubric-form';

const DONE: Record<TReviewWrite['kind'], string> = {
  accept: REVIEW_MSG.accepted,
  decline: REVIEW_MSG.declined,
  conflict: REVIEW_MSG.conflicted,
  draft: REVIEW_MSG.saved,
  submit: REVIEW_MSG.submitted,
};

/**
 * One assignment: answer it (accept, decline or declare a conflict, with a reason), read the project
 * (blinded when the call says so) and fill in the rubric. Closing with unsaved scores asks first.
 */
export function ReviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(myEvaluationQuery(id));
  const write = useReviewWrite(id);
  const [asking, setAsking] = useState<'decline' | 'conflict' | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard({ open: true, dirty, onDiscard: onClose });
  const download = useDownload();
  const d = detail.data;

  const run = async (w: TReviewWrite) => {
    try {
      await write.mutateAsync(w);
      notifySuccess(DONE[w.kind]);
      setAsking(null);
    } catch (err) {
      if (w.kind === 'draft' || w.kind === 'submit') throw err;
      const message = failureMessage(err, 'No fue posible guardar la respuesta');
      if (message) notifyError(message);
    }
  };
  const saveRubric = (body: TReviewDraft, submit: boolean) => run(submit ? { kind: 'submit', body } : { kind: 'draft', body });
  const canConflict = d && (d.state === 'Asignada' || (d.state === 'Aceptada' && d.review_state !== 'Enviada'));

  return (
    <FullScreenForm
      title="Evaluación de proyecto"
      subtitle={
        d && (
          <Stack direction="row" spacing={1}>
            <Chip size="small" color="secondary" label={`Asignación: ${d.state}`} />
            <Chip size="small" color="secondary" label={`Evaluación: ${d.review_state}`} />
          </Stack>
        )
      }
      onRequestClose={guard.requestClose}
      loading={detail.isPending ? 'Cargando la evaluación' : null}
      loadError={detail.isError ? (failureMessage(detail.error, 'No fue posible cargar la evaluación') ?? REVIEW_MSG.notFound) : null}
      actions={<Button onClick={guard.requestClose}>Cerrar</Button>}
    >
      {d && (
        <Stack spacing={2} sx={{ py: 2 }}>
          <Typography component="h3" variant="h6">
            {d.title}
          </Typography>
          <Typography variant="body2">
            Convocatoria: {d.call} · Fecha límite de evaluación: {d.deadline ? d.deadline.split('-').reverse().join('/') : 'Sin definir'}
          </Typography>
          {d.state === 'Asignada' && <Alert severity="info">Acepte la evaluación para calificar el proyecto, o recházela indicando el motivo.</Alert>}
          {(d.state === 'Rechazada' || d.state === 'Conflicto') && (
            <Alert severity="warning">
              {d.state === 'Rechazada' ? 'Rechazó esta evaluación' : 'Declaró un conflicto de interés'}: {d.decline_reason}
            </Alert>
          )}
          {(d.state === 'Asignada' || canConflict) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
              {d.state === 'Asignada' && (
                <>
                  <Button variant="contained" disabled={write.isPending} onClick={() => void run({ kind: 'accept' })}>
                    Aceptar evaluación
                  </Button>
                  <Button variant="outlined" disabled={write.isPending} onClick={() => setAsking('decline')}>
                    Rechazar
                  </Button>
                </>
              )}
              <Button variant="outlined" color="warning" disabled={write.isPending} onClick={() => setAsking('conflict')}>
                Declarar conflicto de interés
              </Button>
            </Stack>
          )}
          {d.project && (
            <ReviewProjectView
              project={d.project}
              blind={d.blind}
              onPdf={() => void download.run((p) => downloadReviewPdf(id, p), { done: 'Archivo generado', failed: REVIEW_MSG.pdfFailed })}
              onDocument={(documentId, name) =>
                void download.run((p) => downloadReviewDocument(id, documentId, name, p), { done: 'Archivo descargado', failed: REVIEW_MSG.documentNotFound })
              }
            />
          )}
          {d.state === 'Aceptada' && d.criteria.length > 0 && <RubricForm key={d.review_state} detail={d} busy={write.isPending} onDirty={setDirty} onSave={saveRubric} />}
          {d.state === 'Aceptada' && d.criteria.length === 0 && <Alert severity="warning">{REVIEW_MSG.noCriteria}</Alert>}
        </Stack>
      )}
      {asking && (
        <ReasonDialog kind={asking} busy={write.isPending} onCancel={() => setAsking(null)} onConfirm={(reason) => void run({ kind: asking, reason })} />
      )}
      {guard.element}
    </FullScreenForm>
  );
}
