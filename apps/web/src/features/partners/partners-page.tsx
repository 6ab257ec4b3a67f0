// /admin-partners (Manage Technical Partners): subtitle, Search partner..., Create Partner,
// Total: N technical partners, the list with relative Created times, sorting, Prev / pages /
// Next, Fetching partners..., the form, and the Confirm Delete Partner dialog. Only admins
// change partners.
import { PAGE_SIZES, type Partner, SORT_FIELDS, TEXTS, TOASTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CreateButton } from "../../components/staff/create-button";
import { DeleteDialog } from "../../components/staff/delete-dialog";
import { EditDialog } from "../../components/staff/edit-dialog";
import { formatDate, formatRelative } from "../../components/staff/format";
import { type Column, type RowAction, textColumn } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { WebsiteLink } from "../../components/staff/website-link";
import { useStaffUser } from "../../lib/staff/staff-user";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { useDeleteFlow } from "../../lib/staff/use-delete-flow";
import { useListUrl } from "../../lib/staff/use-list-url";
import { partnersListQuery, useDeletePartner } from "./api";
import { PartnerForm } from "./components/partner-form";

const URL_OPTIONS = { sorts: SORT_FIELDS.partners } as const;

export default function PartnersPage() {
  const user = useStaffUser();
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(partnersListQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, PAGE_SIZES.partners);
  const [editing, setEditing] = useState<Partner | "new" | null>(null);
  const remove = useDeleteFlow(
    useDeletePartner(),
    {
      deleted: TOASTS.partnerDeleted,
      failed: TOASTS.errorDeletingPartner,
    },
    "partner",
  );

  const columns: Column<Partner>[] = [
    textColumn("organization", "Organization", (partner) => partner.organizationName, {
      sort: "organizationName",
      strong: true,
    }),
    textColumn("link", "Link", (partner) => partner.link, {
      cut: true,
      cell: (partner) => <WebsiteLink website={partner.link} />,
    }),
    {
      id: "image",
      header: "Image",
      width: "w-20",
      cell: (partner) =>
        partner.image ? (
          <img
            src={partner.image}
            alt={partner.organizationName}
            loading="lazy"
            className="h-12 w-12 rounded border border-gray-200 bg-white object-contain"
          />
        ) : null,
    },
    {
      id: "created",
      header: "Created",
      sort: "createdAt",
      width: "w-32",
      cell: (partner) => (
        <time dateTime={partner.createdAt} title={formatDate(partner.createdAt)}>
          {formatRelative(partner.createdAt)}
        </time>
      ),
    },
  ];

  const actions = (partner: Partner): RowAction[] => [
    { label: "Edit", onClick: () => setEditing(partner), dialog: true },
    { label: "Delete", variant: "danger", onClick: () => remove.setDeleting(partner), dialog: true },
  ];

  return (
    <ListPage
      title="Manage Technical Partners"
      subtitle={TEXTS.partnersSubtitle}
      headerActions={
        user.isAdmin ? <CreateButton label="Create Partner" onClick={() => setEditing("new")} /> : undefined
      }
      label="Technical partners"
      searchLabel="Search partners"
      searchPlaceholder={TEXTS.searchPartnerPlaceholder}
      state={state}
      columns={columns}
      rows={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      countText={(n) => `Total: ${n.toLocaleString()} technical partners`}
      pageSize={PAGE_SIZES.partners}
      previousLabel="Prev"
      rowKey={(partner) => partner._id}
      rowName={(partner) => partner.organizationName}
      actions={user.isAdmin ? actions : undefined}
      actionsWidth="w-36"
      loading={list.isPending}
      loadingText={TEXTS.fetchingPartners}
      emptyText="No partners found"
      footer={
        list.isFetching && !list.isPending ? (
          <p className="mt-2 text-sm text-gray-800" role="status">
            {TEXTS.fetchingPartners}
          </p>
        ) : null
      }
    >
      <EditDialog
        open={editing !== null}
        title={editing === "new" ? "Create Partner" : "Update Partner"}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <PartnerForm partner={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </EditDialog>
      <DeleteDialog
        flow={remove}
        title={TEXTS.confirmDeletePartner}
        what={(partner) => partner.organizationName}
      />
    </ListPage>
  );
}
