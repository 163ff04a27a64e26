import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import { usePublicConfig } from '../../../lib/public-config';
import { InfoPage, type TInfoStep } from './info-page';

/** /signup: accounts are not created here; they come from the academic system or the research office. */
export default function SignupPage() {
  const { productName } = usePublicConfig();
  return (
    <InfoPage
      title="Registro de Usuarios"
      intro={`Las cuentas de ${productName} no se crean desde este portal: provienen del sistema académico de la Universidad (SAC) o las crea la Unidad de Investigación.`}
      steps={STEPS}
      links={[{ to: '/login/estudiante', label: 'Ingreso Estudiantes', icon: <SchoolIcon /> }]}
    />
  );
}

const STEPS: TInfoStep[] = [
  {
    icon: <PersonIcon />,
    title: 'Docentes e investigadores',
    text: 'Ingrese con el mismo usuario y contraseña del sistema académico (SAC), eligiendo la opción SAC. En su primer ingreso se crea su cuenta con el perfil Docente.',
  },
  {
    icon: <SchoolIcon />,
    title: 'Estudiantes',
    text: 'Use el Ingreso Estudiantes con su usuario y contraseña del sistema académico.',
  },
  {
    icon: <AdminPanelSettingsIcon />,
    title: 'Personal administrativo',
    text: 'La Unidad de Investigación crea las cuentas administrativas (Admon) y asigna sus perfiles. Solicítela desde su correo institucional indicando su nombre completo, documento de identidad, seccional y dependencia.',
  },
];
