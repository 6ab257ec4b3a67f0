// The organisations' query key, shared by their staff screens (features/organizations) and the
// organisation field's suggestions (components/staff): a write to organisations refreshes both.
export const organizationsKeys = { all: ["organizations"] as const };
