import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockResetIcon from '@mui/icons-material/LockReset';
import MailIcon from '@mui/icons-material/Mail';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { usePublicConfig } from '../../../lib/public-config';
import { InfoPage, type TInfoStep } from './info-page';

/** /activate: how an account becomes active, and who to ask when it is not. */
export default function ActivatePage() {
  const { links } = usePublicConfig();
  return (
    <InfoPage
      title="Activación de Cuenta"
      intro="Las cuentas del sistema académico quedan activas con su primer ingreso: no necesita un código de activación."
      steps={STEPS}
      links={[
        { to: '/recover', label: 'Recuperar Contraseña', icon: <LockResetIcon /> },
        { href: links.mail, label: 'Correo institucional', icon: <MailIcon /> },
      ]}
    />
  );
}

const STEPS: TInfoStep[] = [
  {
    icon: <HowToRegIcon />,
    title: 'Primer ingreso',
    text: 'Ingrese con su usuario y contraseña del sistema académico (SAC). Su cuenta se activa y recibe el perfil Docente automáticamente.',
  },
  {
    icon: <SupportAgentIcon />,
    title: 'Cuenta inactiva',
    text: 'Si al ingresar se le informa que su cuenta está inactiva, la Unidad de Investigación debe activarla. Escriba desde su correo institucional indicando su nombre completo, documento de identidad, seccional y facultad.',
  },
  {
    icon: <LockResetIcon />,
    title: 'Contraseña olvidada',
    text: 'Si no recuerda su contraseña, use la opción ¿Olvidó su contraseña? para recibir un enlace de recuperación en su correo registrado.',
  },
];
