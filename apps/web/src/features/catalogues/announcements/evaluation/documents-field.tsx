import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVAL_CRITERIA_MSG, EVAL_DOCUMENT_VISIBLE_LABEL } from '@siiicca/shared';
import type { TEvaluationForm } from './evaluation-form';

type TDocumentErrors = Record<number, { visible?: { message?: string } }>;

/**
 * Whether the call's evaluators see each document it asks for (issue 39). In a blind call the office
 * decides every one (CVs and cartas de aval name the team and are usually hidden); in another call a
 * document not decided is seen.
 */
export function DocumentsField({ form, disabled }: { form: UseFormReturn<TEvaluationForm>; disabled: boolean }) {
  const { control } = form;
  const [documents, blind] = useWatch({ control, name: ['documents', 'blind'] });
  const errors = form.formState.errors.documents as TDocumentErrors | undefined;
  if (!documents?.length) return null;
  return (
    <Stack component="section" aria-labelledby="call-documents-visibility" spacing={1}>
      <Typography id="call-documents-visibility" variant="subtitle1" component="h3">
        Documentos: {EVAL_DOCUMENT_VISIBLE_LABEL.toLowerCase()}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {blind
          ? 'En una evaluación ciega indique para cada documento si los evaluadores lo verán. Las hojas de vida, cartas de aval y demás documentos que identifican al equipo se suelen ocultar. Los evaluadores reciben los documentos visibles sin sus metadatos de autor.'
          : 'Los evaluadores ven los documentos marcados como visibles y los que no tienen decisión.'}
      </Typography>
      {documents.map((d, i) => {
        const message = errors?.[i]?.visible?.message;
        const undecided = d.visible === '';
        return (
          <Controller
            key={d.id}
            name={`documents.${i}.visible`}
            control={control}
            render={({ field: f }) => (
              <FormControl error={!!message} disabled={disabled}>
                <FormLabel id={`call-document-${d.id}`}>{d.name}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`call-document-${d.id}`}
                  value={f.value}
                  onChange={(e) => f.onChange(e.target.value)}
                  onBlur={f.onBlur}
                >
                  <FormControlLabel value="yes" control={<Radio />} label={`${EVAL_DOCUMENT_VISIBLE_LABEL}: sí`} />
                  <FormControlLabel value="no" control={<Radio />} label="Oculto para evaluadores" />
                </RadioGroup>
                {(message || undecided) && (
                  <FormHelperText>{message ?? (blind ? EVAL_CRITERIA_MSG.documentUndecided : 'Sin decidir: los evaluadores lo ven')}</FormHelperText>
                )}
              </FormControl>
            )}
          />
        );
      })}
    </Stack>
  );
}
