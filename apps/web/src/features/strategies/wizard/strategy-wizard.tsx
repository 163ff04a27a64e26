import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { nextStep, stepsFor, STRATEGY_STEPS } from '@siiicca/shared';
import { RecordWizard } from '../../../components/record-list/record-wizard';
import { useOpenRecord } from '../../../components/record-list/use-open-record';
import { useDeleteStrategy } from '../api/strategy-mutations';
import { DraftOfferDialog } from './draft-offer-dialog';
import { DraftStatusText } from './draft-status';
import { StepBody } from './step-body';
import { useDraftSync } from './use-draft-sync';
import { usePruneChoices } from './use-prune-choices';
import { useSaveStrategy } from './use-save-strategy';
import { useStrategyWizard } from './use-strategy-wizard';
import { useWizardLookups } from './use-wizard-lookups';
import { stepsWithErrors } from './step-errors';

/**
 * The strategy wizard: a full-screen dialog with a vertical stepper showing exactly the steps of the
 * chosen kind. The page's address names the strategy (use-open-record.ts): `?edit=new` registers a
 * new one, whose first draft writes its id there; `?edit=<id>` opens the saved strategy or Borrador.
 */
export function StrategyWizard() {
  const record = useOpenRecord();
  const id = record.open?.id ?? null;
  const { show, close: onClose } = record;
  // What the wizard loads is the strategy it opened on: a new one's Borrador, created by its first
  // draft, is already in the form (reading it back would replace what is being typed).
  const [opened] = useState(id);
  const wizard = useStrategyWizard(opened);
  const lookups = useWizardLookups();
  const { form, step, setStep, ready } = wizard;
  const drafts = useDraftSync({ form, id: opened, ready, step, onCreated: show });
  usePruneChoices(form, lookups, ready);
  const saving = useSaveStrategy({ wizard, currentVersion: drafts.currentVersion, settled: drafts.settled, onSaved: onClose });
  const [kind, actors] = useWatch({ control: form.control, name: ['strategy', 'actors'] });
  const steps = stepsFor(kind);

  const go = (target: number) => {
    if (target !== step) void drafts.sync(target);
    setStep(target);
  };
  const { createdHere, settled } = drafts;
  const { mutateAsync: deleteStrategy } = useDeleteStrategy();
  const discard = useCallback(() => {
    onClose();
    // A new strategy thrown away leaves no Borrador behind; work on an existing one stays as its draft.
    if (createdHere()) {
      void settled()
        .then((created) => deleteStrategy(created!))
        .catch(() => undefined);
    }
  }, [onClose, deleteStrategy, createdHere, settled]);

  const saved = wizard.detail.data && wizard.detail.data.state !== 'Borrador';
  const loadFailed = wizard.detail.isError;
  const errors = stepsWithErrors(form.formState.errors, actors ?? []);

  return (
    <RecordWizard
      title={saved ? 'Editar Estrategia' : 'Nueva Estrategia'}
      subtitle={<DraftStatusText status={drafts.status} />}
      loadError={loadFailed ? (wizard.detail.error as Error).message : null}
      loading={ready ? null : 'Cargando la estrategia'}
      steps={steps.map((s) => ({ key: s.step, title: s.title, error: errors.has(s.step) }))}
      active={Math.max(0, steps.findIndex((s) => s.step === step))}
      onGo={(i) => go(steps[i]!.step)}
      onNext={() => go(nextStep(kind, step))}
      save={{ label: 'Guardar', run: () => void saving.save(), disabled: !ready || saving.saving }}
      saving={saving.saving}
      dirty={wizard.dirty}
      onDiscard={discard}
      problems={saving.problems}
      onCloseProblems={saving.closeProblems}
      dialogs={<DraftOfferDialog draft={wizard.offer} onAccept={wizard.acceptOffer} onDecline={wizard.declineOffer} />}
    >
      <StepBody
        step={steps.find((s) => s.step === step) ?? STRATEGY_STEPS[0]}
        form={form}
        lookups={lookups}
        strategyId={id}
        version={drafts.versionAccess}
        letter={wizard.letter}
        onLetter={wizard.setLetter}
      />
    </RecordWizard>
  );
}
