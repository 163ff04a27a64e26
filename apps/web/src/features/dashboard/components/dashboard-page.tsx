import { Alert, Box, Stack, Typography } from '@mui/material';
import type { TMenuItem } from '@siiicca/shared';
import { menuIcon } from '../../../components/menu-icons';
import { useSession } from '../../../lib/session-store';
import { usePublicConfig } from '../../../lib/public-config';
import { useDashboard } from '../api/get-dashboard';
import { greeting } from './greeting';
import { ShortcutCards, type TShortcut } from './shortcut-cards';
import { StatCards } from './stat-cards';

/** Every screen of the menu but the dashboard itself, with its group's name. */
function shortcutsOf(menus: TMenuItem[]): TShortcut[] {
  const toShortcut = (m: TMenuItem, group?: string): TShortcut => {
    const Icon = menuIcon(m.icon);
    return { text: m.text, ruta: m.ruta, group, icon: <Icon /> };
  };
  return menus
    .flatMap((m) => (m.children?.length ? m.children.map((c) => toShortcut(c, m.text)) : [toShortcut(m)]))
    .filter((s) => s.ruta && s.ruta !== '/dashboard');
}

export default function DashboardPage() {
  const session = useSession();
  const { productName } = usePublicConfig();
  const { data, isPending, isError } = useDashboard();
  const name = data?.name ?? session?.user.name ?? '';
  const shortcuts = shortcutsOf(session?.menus ?? []);

  return (
    <Stack spacing={4} sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {greeting()}, {name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Bienvenido a {productName}. Estas son las opciones disponibles para su perfil.
        </Typography>
      </Box>
      {isError ? (
        <Alert severity="warning">No fue posible obtener los indicadores en este momento.</Alert>
      ) : (
        <StatCards stats={data?.stats ?? []} loading={isPending} />
      )}
      <Box component="section" aria-labelledby="shortcuts-title">
        <Typography id="shortcuts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Accesos directos
        </Typography>
        {shortcuts.length > 0 ? (
          <ShortcutCards shortcuts={shortcuts} />
        ) : (
          <Alert severity="info">
            Su perfil aún no tiene pantallas asignadas. Comuníquese con la Unidad de Investigación para que le asignen los permisos.
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
