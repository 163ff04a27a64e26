import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { DATA_REQUEST_KINDS, DATA_REQUEST_LABELS, DATA_REQUEST_TERMS, DATA_REQUEST_TEXT_MAX, ZDataRequestInputSchema, type TDataRequestKind } from '@siiicca/shared';
import { failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useFileRequest } from './privacy-api';

type TErrors = Partial<Record<'kind' | 'text', string>>;

/** 'Radicar una solicitud': the kind (with its legal term) and what is asked, checked by the shared rule before it is sent. */
export function RequestForm() {
  const file = useFileRequest();
  const [kind, setKind] = useState<TDataRequestKind | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const submit = () => {
    const parsed = ZDataRequestInputSchema.safeParse({ kind, text });
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof TErrors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    file.mutate(parsed.data, {
      onSuccess: (r) => {
        notifySuccess(r.message, 5000);
        setKind('');
        setText('');
      },
      onError: (err) => {
        const message = failureMessage(err, 'No se pudo radicar la solicitud');
        if (message) notifyError(message);
      },
    });
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="request-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Typography id="request-title" variant="h6" component="h2">
          Radicar una solicitud
        </Typography>
        <TextField
          select
          label="Tipo de solicitud"
          required
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as TDataRequestKind);
            setErrors((was) => ({ ...was, kind: undefined }));
          }}
          error={!!errors.kind}
          helperText={errors.kind ?? (kind ? `Se responde en un máximo de ${DATA_REQUEST_TERMS[kind]} días hábiles` : ' ')}
          sx={{ maxWidth: 360 }}
        >
          {DATA_REQUEST_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {DATA_REQUEST_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Descripción de la solicitud"
          required
          multiline
          minRows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setErrors((was) => ({ ...was, text: undefined }));
          }}
          error={!!errors.text}
          helperText={errors.text ?? `${text.length} / ${DATA_REQUEST_TEXT_MAX}`}
          slotProps={{ htmlInput: { maxLength: DATA_REQUEST_TEXT_MAX } }}
        />
        <div>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={file.isPending}>
            Radicar solicitud
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
