// A public page of issue 27 (see ../../features/content/jobs.tsx).
export { JobsListPage as default } from "../../features/content/jobs";
