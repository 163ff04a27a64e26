import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { HolidaysSection } from './holidays-section';
import { NoticeVersionsSection } from './notice-versions-section';
import { OfficeRequestsSection } from './office-requests-section';

const TABS = [
  { id: 'requests', label: 'Solicitudes' },
  { id: 'notice', label: 'Política de tratamiento' },
  { id: 'holidays', label: 'Días festivos' },
] as const;

/**
 * 'Datos Personales' (privacy.manage): the titulares' requests with their legal deadlines and the
 * answers, the versions of the privacy notice, and the holidays the deadlines skip.
 */
export default function PersonalDataOfficePage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('requests');
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Datos Personales
      </Typography>
      <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Secciones de datos personales">
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'requests' && <OfficeRequestsSection />}
        {tab === 'notice' && <NoticeVersionsSection />}
        {tab === 'holidays' && <HolidaysSection />}
      </div>
    </Stack>
  );
}
