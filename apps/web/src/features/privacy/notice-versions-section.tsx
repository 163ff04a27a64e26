import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PublishIcon from '@mui/icons-material/Publish';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, ZPrivacyNoticeInputSchema } from '@siiicca/shared';
import { ConfirmDialog } from '../../components/catalogue/confirm-dialog';
import { PageLoader } from '../../components/page-loader';
import { failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { noticeVersionsQuery, usePublishNotice } from './privacy-api';
import { shownDateTime } from './shown';

type TErrors = Partial<Record<'title' | 'body', string>>;

/** The notice's versions with their acceptances, and a new version written from the one in force. */
export function NoticeVersionsSection() {
  const { data } = useQuery(noticeVersionsQuery());
  if (!data) return <PageLoader />;
  const current = data.data[0];
  return (
    <Stack spacing={2.5}>
      <NoticeEditor key={current?.id ?? 0} title={current?.title ?? ''} body={current?.body ?? ''} />
      <Paper variant="outlined" component="section" aria-labelledby="versions-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="versions-title" variant="h6" component="h2">
          Versiones publicadas
        </Typography>
        <List aria-labelledby="versions-title" disablePadding>
          {data.data.map((v, i) => (
            <ListItem key={v.id} divider sx={{ px: 0 }}>
              <ListItemText
                primary={`Versión ${v.version}${i === 0 ? ' (vigente)' : ''}`}
                secondary={`Publicada el ${shownDateTime(v.published_at)} · Aceptada por ${v.acceptances} ${v.acceptances === 1 ? 'usuario' : 'usuarios'}`}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}

function NoticeEditor(props: { title: string; body: string }) {
  const publish = usePublishNotice();
  const [title, setTitle] = useState(props.title);
  const [body, setBody] = useState(props.body);
  const [errors, setErrors] = useState<TErrors>({});
  const [confirming, setConfirming] = useState(false);
  const check = () => {
    const parsed = ZPrivacyNoticeInputSchema.safeParse({ title, body });
    if (parsed.success) return (setErrors({}), true);
    const found: TErrors = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as keyof TErrors] ??= issue.message;
    setErrors(found);
    return false;
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="new-version-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="new-version-title" variant="h6" component="h2">
          Publicar una nueva versión
        </Typography>
        <Typography variant="body2">Al publicarla, cada usuario deberá leerla y aceptarla de nuevo en su siguiente ingreso.</Typography>
        <TextField
          label="Título"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={!!errors.title}
          helperText={errors.title ?? ' '}
          slotProps={{ htmlInput: { maxLength: NOTICE_TITLE_MAX } }}
        />
        <TextField
          label="Texto de la política"
          required
          multiline
          minRows={8}
          maxRows={24}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={!!errors.body}
          helperText={errors.body ?? `${body.length} / ${NOTICE_BODY_MAX}`}
          slotProps={{ htmlInput: { maxLength: NOTICE_BODY_MAX } }}
        />
        <div>
          <Button variant="contained" startIcon={<PublishIcon />} disabled={publish.isPending || (title === props.title && body === props.body)} onClick={() => check() && setConfirming(true)}>
            Publicar nueva versión
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Publicar nueva versión"
        busy={publish.isPending}
        text="Cada usuario deberá aceptar la nueva versión antes de continuar usando el sistema. ¿Desea publicarla?"
        confirmLabel="Publicar"
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          publish.mutate(
            { title, body },
            {
              onSuccess: (r) => {
                setConfirming(false);
                notifySuccess(r.message, 5000);
              },
              onError: (err) => {
                setConfirming(false);
                const message = failureMessage(err, 'No se pudo publicar la política');
                if (message) notifyError(message);
              },
            },
          )
        }
      />
    </Paper>
  );
}
