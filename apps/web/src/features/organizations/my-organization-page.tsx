// /admin-my-organization (organisation users): the organisation's details, its website (which
// its users may change), its users (read only), member records, courses and reports. The records
// are changed on their own screens, linked from here.
import type { OrganizationDetailOut } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../components/staff/format";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { EmptyRow, StatusBadge, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { ApiError } from "../../lib/api";
import { paths } from "../../paths";
import { myOrganizationQuery } from "./api";
import { OrganizationForm } from "./components/organization-form";

function Section({
  title,
  link,
  columns,
  empty,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  columns: string[];
  empty: string;
  children: ReactNode[];
}) {
  return (
    <div className="mb-6">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        {link && (
          <Link to={link.to} className="text-sm text-brand underline">
            {link.label}
          </Link>
        )}
      </div>
      <TableContainer label={title}>
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {children.length === 0 ? <EmptyRow colSpan={columns.length}>{empty}</EmptyRow> : children}
          </tbody>
        </table>
      </TableContainer>
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
          {/^https?:\/\//i.test(organization.website) ? (
            <a
              href={organization.website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand underline"
            >
              {organization.website}
            </a>
          ) : (
            organization.website || "None"
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
      <Section title="Users" columns={["Username", "Email", "Phone"]} empty="No users">
        {organization.users.map((user) => (
          <tr key={user._id}>
            <td className={`${td} font-medium`}>{user.username}</td>
            <td className={`${td} break-all`}>{user.email}</td>
            <td className={`${td} whitespace-nowrap`}>{user.phone}</td>
          </tr>
        ))}
      </Section>
      <Section
        title="Member record"
        link={{ to: paths.adminMembers, label: "Manage member records" }}
        columns={["Name", "Email", "Status"]}
        empty="No member record"
      >
        {organization.members.map((member) => (
          <tr key={member._id}>
            <td className={`${td} font-medium`}>{`${member.firstName} ${member.surName}`.trim()}</td>
            <td className={`${td} break-all`}>{member.email}</td>
            <td className={td}>
              <StatusBadge on={member.approved} onLabel="Approved" offLabel="Pending" />
            </td>
          </tr>
        ))}
      </Section>
      <Section
        title="Courses"
        link={{ to: paths.adminCourses, label: "Manage courses" }}
        columns={["Title", "Status"]}
        empty="No courses"
      >
        {organization.courses.map((course) => (
          <tr key={course._id}>
            <td className={`${td} font-medium`}>{course.title}</td>
            <td className={td}>
              <StatusBadge on={course.approved} onLabel="Approved" offLabel="Pending" />
            </td>
          </tr>
        ))}
      </Section>
      <Section
        title="Reports"
        link={{ to: paths.adminReports, label: "Manage reports" }}
        columns={["Year", "Quarter", "Created by"]}
        empty="No reports"
      >
        {organization.reports.map((report) => (
          <tr key={report._id}>
            <td className={td}>{report.year}</td>
            <td className={td}>{report.quarter}</td>
            <td className={`${td} break-all`}>{report.createdBy}</td>
          </tr>
        ))}
      </Section>
    </>
  );
}
