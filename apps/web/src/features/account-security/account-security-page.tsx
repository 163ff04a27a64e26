import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SF_MSG } from '@siiicca/shared';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session-store';
import { accountSecurityQuery } from './account-security-api';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TotpSection } from './totp-section';

/**
 * 'Seguridad de la cuenta' (issue 43), from the user menu: the second factor (authenticator app and
 * recovery codes), passkeys, and the open sessions. A user whose profile requires a second factor and
 * has none is kept here (the route guard) until they enrol one.
 */
export default function AccountSecurityPage() {
  const { data } = useQuery(accountSecurityQuery());
  const session = useSession();
  const mustEnrol = session?.user.pending?.includes('second_factor_enrolment') ?? false;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Seguridad de la cuenta
      </Typography>
      {mustEnrol && <Alert severity="warning">{SF_MSG.enrolmentRequired}</Alert>}
      {!data ? (
        <PageLoader />
      ) : (
        <>
          <TotpSection state={data} />
          {/* The passkeys engineer's section (modules/passkeys): a second factor of its own, and a sign-in without password. */}
          <PasskeysSection />
          <SessionsSection sessions={data.sessions} />
        </>
      )}
    </Stack>
  );
}
