import { StrategiesPage } from './strategies-page';

/** /my_strategies: a lecturer's own strategies (their landing page after signing in). */
export default function MyStrategiesPage() {
  return <StrategiesPage scope="mine" />;
}
