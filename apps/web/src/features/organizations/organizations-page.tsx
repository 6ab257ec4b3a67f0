// /admin-organizations (admins): every organisation with its counts of users, member records,
// courses and reports; search, pages, create, rename, and delete with the usual confirmation. A
// delete the server refuses (things still belong to the organisation) shows its reason.
import { type OrganizationOut, PAGE_SIZES } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CreateButton } from "../../components/staff/create-button";
import { DeleteDialog } from "../../components/staff/delete-dialog";
import { type Column, textColumn } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { WebsiteLink } from "../../components/staff/website-link";
import { Modal } from "../../components/ui/modal";
import { ApiError } from "../../lib/api";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { useDeleteFlow } from "../../lib/staff/use-delete-flow";
import { useListUrl } from "../../lib/staff/use-list-url";
import { organizationsListQuery, useDeleteOrganization } from "./api";
import { OrganizationForm } from "./components/organization-form";
import { PendingPledges, PendingWebsites } from "./pledges/pending-pledges";

const count = (id: keyof OrganizationOut["counts"], header: string): Column<OrganizationOut> => ({
  id,
  header,
  // Counts give way to the name: as narrow as their headings, right-aligned.
  width: "w-20",
  align: "right",
  cell: (organization) => organization.counts[id],
});

const COLUMNS: Column<OrganizationOut>[] = [
  textColumn("name", "Name", (organization) => organization.name, { strong: true }),
  textColumn("website", "Website", (organization) => organization.website, {
    cut: true,
    cell: (organization) => <WebsiteLink website={organization.website} />,
  }),
  count("users", "Users"),
  count("members", "Members"),
  count("courses", "Courses"),
  count("reports", "Reports"),
];

export default function OrganizationsPage() {
  const state = useListUrl();
  const list = useQuery(organizationsListQuery(state.q, state.page));
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZES.organizations);
  const [editing, setEditing] = useState<OrganizationOut | "new" | null>(null);
  const remove = useDeleteFlow(useDeleteOrganization(), {
    deleted: "Organisation deleted",
    failed: (error) => (error instanceof ApiError ? error.message : "Error deleting organisation"),
  });

  return (
    <ListPage
      title="Organisations"
      subtitle="Users, member records, courses and reports belong to an organisation."
      headerActions={<CreateButton label="Create Organisation" onClick={() => setEditing("new")} />}
      state={state}
      columns={COLUMNS}
      rows={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      pageSize={PAGE_SIZES.organizations}
      loading={list.isPending}
      rowKey={(organization) => organization._id}
      rowName={(organization) => organization.name}
      actions={(organization) => [
        { label: "Edit", onClick: () => setEditing(organization), dialog: true },
        { label: "Delete", variant: "danger", onClick: () => remove.setDeleting(organization), dialog: true },
      ]}
      label="Organisations"
      searchLabel="Search organisations"
      searchPlaceholder="Search organisation..."
      countText={(n) => `Total: ${n.toLocaleString()} organisations`}
      previousLabel="Prev"
      loadingText="Fetching organisations..."
      emptyText="No organisations found"
    >
      <PendingPledges />
      <PendingWebsites />
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Create Organisation" : "Edit Organisation"}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <OrganizationForm
            organization={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <DeleteDialog
        flow={remove}
        title="Confirm Delete Organisation"
        what={(organization) => organization.name}
      />
    </ListPage>
  );
}
