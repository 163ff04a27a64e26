import { ProjectsPage } from './projects-page';

/** /my_projects: the lecturer's projects and those where they are an investigator. */
export default function MyProjectsPage() {
  return <ProjectsPage scope="mine" />;
}
