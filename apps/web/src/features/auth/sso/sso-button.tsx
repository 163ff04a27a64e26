import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { TSsoConfig } from '@siiicca/shared';
import { fetchSsoConfig, ssoStartUrl } from './sso-api';

/**
 * 'Ingresar con la cuenta institucional': a plain link (keyboard and screen readers know it) to the
 * API, which sends the browser to the university's identity provider. Shown only when the server
 * has single sign-on configured.
 */
export function SsoButton({ remember, disabled }: { remember: boolean; disabled?: boolean }) {
  const [config, setConfig] = useState<TSsoConfig | null>(null);
  useEffect(() => {
    let live = true;
    void fetchSsoConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  if (!config?.enabled) return null;
  return (
    <Button variant="outlined" size="large" href={ssoStartUrl(remember)} disabled={disabled} startIcon={<AccountBalanceIcon />}>
      {config.label}
    </Button>
  );
}
