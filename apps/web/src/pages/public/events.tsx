// A public page of issue 27 (see ../../features/content/events.tsx).
export { EventsListPage as default } from "../../features/content/events";
