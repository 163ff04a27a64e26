import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { evaluatorSeesDocument, MSG, PROJECT_MSG, STRATEGY_MSG, type TProjectDocument } from '@siiicca/shared';
import { ConfirmDialog } from '../../../../components/catalogue';
import { notifyError, notifyWarning } from '../../../../lib/notify';
import { useDownload } from '../../../../lib/use-download';
import { downloadProjectFile } from '../../api/project-file';
import type { TProjectStepProps } from '../form-values';
import { documentProblem } from './document-check';
import { DocumentRow, type TRefusedFile } from './document-row';

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/**
 * Step 4, Documentación requerida: one row per document the chosen call requires. A chosen file
 * waits in `files[attached_id]` until 'Guardar Borrador'; a stored one can be downloaded, or
 * deleted (taken out of `attacheds`, so the save deletes it).
 */
export function DocumentsStep({ form, lookups, readOnly, stored }: TProjectStepProps & { stored: TProjectDocument[] }) {
  const [callId, attacheds, files, projectId] = useWatch({ control: form.control, name: ['announcement_id', 'attacheds', 'files', 'id'] });
  const call = lookups.announcements.find((c) => c.id === callId);
  const download = useDownload();
  const [toRemove, setToRemove] = useState<TProjectDocument | null>(null);
  // A file refused when chosen, by document: said beside it until another file is chosen.
  const [refused, setRefused] = useState<Record<number, TRefusedFile>>({});

  if (!call) {
    return <Typography sx={{ pt: 1 }}>Seleccione primero la convocatoria en Datos Básicos: de ella dependen los documentos requeridos.</Typography>;
  }
  if (call.attacheds.length === 0) return <Typography sx={{ pt: 1 }}>La convocatoria no requiere documentos.</Typography>;

  const kept = new Set((attacheds ?? []).map((a) => a.id).filter((id): id is number => typeof id === 'number'));
  const storedFor = (attachedId: number) => stored.find((d) => d.attached_id === attachedId && kept.has(d.id)) ?? null;
  const setFile = (attachedId: number, file: File | undefined) => form.setValue('files', { ...(files ?? {}), [attachedId]: file }, dirty);

  return (
    <>
      {call.blind && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {PROJECT_MSG.blindDocuments}
        </Alert>
      )}
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, pt: 1 }} aria-label="Documentos requeridos">
        {call.attacheds.map((a) => {
          const doc = storedFor(a.id);
          return (
            <DocumentRow
              key={a.id}
              attached={a}
              stored={doc}
              chosen={files?.[a.id]}
              readOnly={readOnly}
              evaluators={call.blind ? (evaluatorSeesDocument(a.evaluator_visible, true) ? 'see' : 'hidden') : undefined}
              downloading={download.busy}
              refused={refused[a.id]}
              onChoose={async (file) => {
                const problem = await documentProblem(file, a.accept);
                setRefused(({ [a.id]: _, ...rest }) => (problem ? { ...rest, [a.id]: { name: file.name, size: file.size, message: problem } } : rest));
                if (problem) notifyError(problem);
                else setFile(a.id, file);
              }}
              onUnchoose={() => setFile(a.id, undefined)}
              onDownload={() =>
                doc &&
                typeof projectId === 'number' &&
                void download.run((onProgress) => downloadProjectFile(projectId, doc.id, doc.file, onProgress), {
                  done: STRATEGY_MSG.fileGenerated,
                  failed: PROJECT_MSG.fileDownloadFailed,
                })
              }
              onRemove={() => doc && setToRemove(doc)}
            />
          );
        })}
      </Stack>
      <ConfirmDialog
        open={!!toRemove}
        text={`Se eliminará el archivo "${toRemove?.file ?? ''}" al guardar el borrador.`}
        onCancel={() => {
          setToRemove(null);
          notifyWarning(MSG.actionCancelled, 1000);
        }}
        onConfirm={() => {
          const id = toRemove?.id;
          setToRemove(null);
          form.setValue('attacheds', (attacheds ?? []).filter((x) => x.id !== id), dirty);
        }}
      />
    </>
  );
}
