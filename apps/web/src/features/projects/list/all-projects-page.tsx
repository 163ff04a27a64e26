import { ProjectsPage } from './projects-page';

/** /projects: every project, for those who hold projects.all (administrators and reviewers). */
export default function AllProjectsPage() {
  return <ProjectsPage scope="all" />;
}
