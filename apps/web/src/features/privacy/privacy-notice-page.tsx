import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { PRIVACY_MSG } from '@siiicca/shared';
import { PageLoader } from '../../components/page-loader';
import { failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { noticeStatusQuery, useAcceptNotice } from './privacy-api';
import { shownDateTime } from './shown';

/**
 * 'Política de tratamiento de datos personales' (Ley 1581): the version in force, to read and accept.
 * A user who has not accepted it (first sign-in, or a new version) is kept here by the route guard
 * (the session's pending step 'privacy_notice'); once accepted, it stays readable from 'Mis Datos Personales'.
 */
export default function PrivacyNoticePage() {
  const { data } = useQuery(noticeStatusQuery());
  const accept = useAcceptNotice();
  const navigate = useNavigate();
  if (!data) return <PageLoader />;
  const { notice, accepted_at } = data;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {notice?.title ?? PRIVACY_MSG.noticeTitle}
      </Typography>
      {!notice ? (
        <Alert severity="info">{PRIVACY_MSG.noNotice}</Alert>
      ) : (
        <>
          {accepted_at ? (
            <Alert severity="success">{`Usted aceptó la versión ${notice.version} el ${shownDateTime(accepted_at)}.`}</Alert>
          ) : (
            <Alert severity="warning">
              {notice.version > 1
                ? `La política cambió (versión ${notice.version}). Para continuar, léala y acéptela.`
                : 'Para continuar, lea y acepte la política de tratamiento de datos personales.'}
            </Alert>
          )}
          <Paper variant="outlined" component="section" aria-label={`Texto de la política, versión ${notice.version}`} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {`Versión ${notice.version}, publicada el ${shownDateTime(notice.published_at)}`}
            </Typography>
            <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {notice.body}
            </Typography>
          </Paper>
          {!accepted_at && (
            <div>
              <Button
                variant="contained"
                size="large"
                startIcon={<CheckIcon />}
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(notice.version, {
                    onSuccess: (r) => {
                      notifySuccess(r.message);
                      void navigate('/dashboard', { replace: true });
                    },
                    onError: (err) => {
                      const message = failureMessage(err, 'No se pudo registrar la aceptación');
                      if (message) notifyError(message);
                    },
                  })
                }
              >
                Acepto la política
              </Button>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
