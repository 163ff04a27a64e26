import { REVIEW_LIMITS, REVIEW_MSG } from '@siiicca/shared';
import { ReasonDialog as AskReason } from '../../../components/reason-dialog';

type Props = {
  kind: 'decline' | 'conflict';
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

const WORDS = {
  decline: { title: 'Rechazar la evaluación', text: 'Indique por qué no puede evaluar este proyecto. El administrador lo asignará a otra persona.', confirm: 'Rechazar' },
  conflict: {
    title: 'Declarar conflicto de interés',
    text: 'Indique su relación con el proyecto o sus investigadores. No se le volverá a asignar este proyecto.',
    confirm: 'Declarar conflicto',
  },
} as const;

/** Declining or declaring a conflict: the reason is required (and bounded, as the server holds it). */
export function ReasonDialog({ kind, busy, onCancel, onConfirm }: Props) {
  const words = WORDS[kind];
  return (
    <AskReason
      title={words.title}
      text={words.text}
      confirmLabel={words.confirm}
      requiredMessage={REVIEW_MSG.reasonRequired}
      maxLength={REVIEW_LIMITS.reason}
      busy={busy}
      danger
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
