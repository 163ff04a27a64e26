import { StrategiesPage } from './strategies-page';

/** /strategies: every strategy, for those who hold strategies.all. */
export default function AllStrategiesPage() {
  return <StrategiesPage scope="all" />;
}
