// /admin-my-organization (organisation users): the organisation's details, its website (which
// its users may propose; it waits for an admin), its users (read only), member records, courses and reports. The records
// are changed on their own screens, linked from here.
import type { OrganizationDetailOut } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { formatDate } from "../../components/staff/format";
import { PageHeader } from "../../components/staff/page-header";
import { WebsiteLink } from "../../components/staff/website-link";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { StatusBadge, Table, type TableColumn } from "../../components/ui/table";
import { ApiError } from "../../lib/api";
import { paths } from "../../paths";
import { myOrganizationQuery } from "./api";
import { OrganizationForm } from "./components/organization-form";
import { PledgeCard } from "./pledges/pledge-card";
import { TokensCard } from "./tokens/tokens-card";

type Parts = Pick<OrganizationDetailOut, "users" | "members" | "courses" | "reports">;
type Row<K extends keyof Parts> = Parts[K][number];

/** One part of the organisation: its heading, a link to where it is managed, its table. */
interface PartSpec<K extends keyof Parts> {
  title: string;
  empty: string;
  link?: { to: string; label: string };
  columns: TableColumn<Row<K>>[];
}

function approval<T extends { approved: boolean }>(): TableColumn<T> {
  return {
    header: "Status",
    cell: (row) => <StatusBadge on={row.approved} onLabel="Approved" offLabel="Pending" />,
  };
}

const USERS: PartSpec<"users"> = {
  title: "Users",
  empty: "No users",
  columns: [
    { header: "Username", className: "font-medium", cell: (user) => user.username },
    { header: "Email", className: "break-all", cell: (user) => user.email },
    { header: "Phone", className: "whitespace-nowrap", cell: (user) => user.phone },
  ],
};

const MEMBERS: PartSpec<"members"> = {
  title: "Member record",
  empty: "No member record",
  link: { to: paths.adminMembers, label: "Manage member records" },
  columns: [
    {
      header: "Name",
      className: "font-medium",
      cell: (member) => `${member.firstName} ${member.surName}`.trim(),
    },
    { header: "Email", className: "break-all", cell: (member) => member.email },
    approval(),
  ],
};

const COURSES: PartSpec<"courses"> = {
  title: "Courses",
  empty: "No courses",
  link: { to: paths.adminCourses, label: "Manage courses" },
  columns: [{ header: "Title", className: "font-medium", cell: (course) => course.title }, approval()],
};

const REPORTS: PartSpec<"reports"> = {
  title: "Reports",
  empty: "No reports",
  link: { to: paths.adminReports, label: "Manage reports" },
  columns: [
    { header: "Year", cell: (report) => report.year },
    { header: "Quarter", cell: (report) => report.quarter },
    { header: "Created by", className: "break-all", cell: (report) => report.createdBy },
  ],
};

function Part<K extends keyof Parts>({ spec, rows }: { spec: PartSpec<K>; rows: Row<K>[] }) {
  return (
    <div className="mb-6">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{spec.title}</h2>
        {spec.link && (
          <Link to={spec.link.to} className="text-sm text-brand underline">
            {spec.link.label}
          </Link>
        )}
      </div>
      <Table
        label={spec.title}
        columns={spec.columns}
        rows={rows}
        rowKey={(row) => row._id}
        message={rows.length === 0 ? spec.empty : undefined}
      />
    </div>
  );
}

function Details({ organization }: { organization: OrganizationDetailOut }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title="My organisation"
        subtitle={organization.name}
        actions={
          <Button variant="secondary" onClick={() => setEditing(true)} aria-haspopup="dialog">
            Edit website
          </Button>
        }
      />
      <dl className="mb-6 grid gap-x-6 gap-y-2 rounded-md border border-gray-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-gray-900">Name</dt>
        <dd className="text-gray-800">{organization.name}</dd>
        <dt className="font-medium text-gray-900">Website</dt>
        <dd className="break-all text-gray-800">
          <WebsiteLink website={organization.website} fallback="None" />
          {organization.pendingWebsite && (
            <p className="text-sm text-amber-800">
              Waiting for review: {organization.pendingWebsite.website || "no website"}
            </p>
          )}
        </dd>
        <dt className="font-medium text-gray-900">Since</dt>
        <dd className="text-gray-800">{formatDate(organization.createdAt)}</dd>
      </dl>
      <Modal open={editing} title="Edit website" onClose={() => setEditing(false)}>
        {editing && (
          <OrganizationForm organization={organization} canRename={false} onDone={() => setEditing(false)} />
        )}
      </Modal>
    </>
  );
}

export default function MyOrganizationPage() {
  const query = useQuery(myOrganizationQuery());
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError || !query.data) {
    const message =
      query.error instanceof ApiError ? query.error.message : "Your organisation could not be loaded.";
    return (
      <>
        <PageHeader title="My organisation" />
        <p className="text-gray-800">{message}</p>
      </>
    );
  }
  const organization = query.data;
  return (
    <>
      <Details organization={organization} />
      <PledgeCard organization={organization} />
      <Part spec={USERS} rows={organization.users} />
      <Part spec={MEMBERS} rows={organization.members} />
      <Part spec={COURSES} rows={organization.courses} />
      <Part spec={REPORTS} rows={organization.reports} />
      <TokensCard organizationId={organization._id} />
    </>
  );
}
