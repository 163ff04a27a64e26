import type { ReactNode } from 'react';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import CampaignIcon from '@mui/icons-material/Campaign';
import SendIcon from '@mui/icons-material/Send';
import SpaIcon from '@mui/icons-material/Spa';

export type TSlide = { title: string; text: string; icon: ReactNode; accent: string };

/** The welcome carousel: registering seedbeds and research projects to the institution's calls. */
export const WELCOME_SLIDES: TSlide[] = [
  {
    title: 'Bienvenido a SIIICCA',
    text: 'El Sistema de Información de Investigación, Innovación y Creación reúne en un solo lugar las estrategias de formación investigativa y los proyectos de investigación de la Universidad.',
    icon: <AutoStoriesIcon />,
    accent: '#0b3d6e',
  },
  {
    title: 'Registre su Semillero de Investigación',
    text: 'Inscriba su semillero como estrategia de formación: docente líder, docentes participantes, estudiantes, egresados y actores externos, con las actividades y los productos esperados.',
    icon: <SpaIcon />,
    accent: '#1d6b48',
  },
  {
    title: 'Convocatorias de Proyectos de Investigación',
    text: 'Postule sus proyectos a las convocatorias vigentes con sus investigadores internos y externos, los documentos requeridos y los resultados esperados.',
    icon: <CampaignIcon />,
    accent: '#7a3b0c',
  },
  {
    title: 'Guarde, revise y envíe',
    text: 'Guarde su propuesta como borrador, complétela cuando lo necesite y envíela cuando esté lista. Consulte el Manual Docente Líder para conocer cada paso.',
    icon: <SendIcon />,
    accent: '#4a2a7a',
  },
];
