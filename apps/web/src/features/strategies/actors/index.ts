export { ActorsStep, type TActorsStepProps } from './actors-step';
