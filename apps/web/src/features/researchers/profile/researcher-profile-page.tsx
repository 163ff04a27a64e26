import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { RESEARCHER_MSG } from '@siiicca/shared';
import { useDownload } from '../../../lib/use-download';
import { useSession } from '../../../lib/session-store';
import { OrcidImportButton } from '../orcid/orcid-import-button';
import { downloadProducts, profileQuery, worksQuery } from './api/researchers';
import { Groups, Identifiers, ProductsTable, ProjectsTable, Section, StrategiesTable, WorksByType } from './profile-sections';

/**
 * 'Perfil del investigador' (issue 44, docs/researchers.md): one's own ('Mi Perfil de Investigador',
 * from the user menu) or, for the office, anyone's (/researchers/:id): identifiers, groups, projects
 * and strategies with role and state, products delivered in accepted reports, works from ORCID.
 */
export default function ResearcherProfilePage() {
  const { id } = useParams();
  const user = id ? Number(id) : 'me';
  const profile = useQuery(profileQuery(user));
  const works = useQuery(worksQuery(user));
  const download = useDownload();
  const session = useSession();
  // Importing is one's own, or the office's with researchers.manage (the API decides; the button only reflects it).
  const mayImport = user === 'me' || !!session?.user.permissions.includes('researchers.manage');
  const p = profile.data;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <div>
        <Typography variant="h5" component="h1">
          {user === 'me' ? RESEARCHER_MSG.myProfile : RESEARCHER_MSG.profileTitle}
        </Typography>
        {p && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {p.name} · {p.email}
          </Typography>
        )}
      </div>
      {profile.isError ? (
        <Alert severity="error">{(profile.error as Error).message}</Alert>
      ) : !p ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <>
          <Section id="profile-identifiers" title="Identificadores">
            <Identifiers profile={p} />
          </Section>
          <Section id="profile-groups" title="Grupos de investigación">
            <Groups profile={p} />
          </Section>
          <Section id="profile-projects" title="Proyectos">
            <ProjectsTable profile={p} />
          </Section>
          <Section id="profile-strategies" title="Estrategias">
            <StrategiesTable profile={p} />
          </Section>
          <Section
            id="profile-products"
            title="Productos entregados"
            action={
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={download.busy}
                onClick={() =>
                  void download.run((onProgress) => downloadProducts(p.id, onProgress), { done: 'Productos exportados', failed: 'No fue posible exportar los productos' })
                }
              >
                Exportar a Excel
              </Button>
            }
          >
            <ProductsTable profile={p} />
          </Section>
          <Section
            id="profile-works"
            title="Obras importadas de ORCID"
            action={mayImport ? <OrcidImportButton user={user} orcid={p.identifiers.find((i) => i.label === 'ORCID')?.value ?? null} /> : undefined}
          >
            {works.isError ? <Alert severity="warning">{(works.error as Error).message}</Alert> : <WorksByType works={works.data} />}
          </Section>
        </>
      )}
    </Stack>
  );
}
