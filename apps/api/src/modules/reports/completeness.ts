// Completeness you can act on (ADR 0024), under /api/v1/reports (admins): who reported a
// quarter, with the users to write to and when each organisation was last reminded, and a manual
// reminder (audited, at most once a day per organisation), only for a quarter that has ended and
// only to users who have not switched report reminders off, as the automatic one
// (docs/decisions/0033-security-round-4.md). A refused reminder does not use up the day's.
import {
  COMPLETENESS_TEXTS,
  CompletenessDetailOut,
  CompletenessQuery,
  lastCompletePeriod,
  MessageOut,
  newReportQuery,
  pagePath,
  pagePathFor,
  periodEnd,
  RemindInput,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, conflict, notFound, tooMany } from "../../lib/errors";
import { adminRoutes, errorResponses } from "../../lib/route-groups";
import { actorOf, recordAudit } from "../audit/audited";
import { enqueue } from "../mail/outbox";
import { reportReminderMail } from "../mail/templates";
import { findOrganization } from "../organizations/repository";
import { claimReminder, reminderRecipients, reportCompleteness } from "./completeness-repository";

const routes: FastifyPluginAsyncZod = async (app) => {
  await adminRoutes(app, async (app) => {
    app.get(
      "/completeness",
      {
        schema: {
          summary:
            "Who reported a quarter (admin): organisations that must report, with their users and last reminder; default: the last complete quarter",
          querystring: CompletenessQuery,
          response: { 200: CompletenessDetailOut, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const fallback = lastCompletePeriod(app.clock());
        const year = request.query.year ?? fallback.year;
        const quarter = request.query.quarter ?? fallback.quarter;
        return reportCompleteness(app.db, year, quarter);
      },
    );

    app.post(
      "/completeness/remind",
      {
        config: { invalidatesPublicCache: false },
        schema: {
          summary:
            "E-mail an organisation's users a reminder of a quarter's report (admin; audited; 429 within 24 hours of the last)",
          body: RemindInput,
          response: { 202: MessageOut, ...errorResponses(400, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const { organizationId, year, quarter } = request.body;
        // Checked before the day's reminder is claimed, so a refusal leaves it unused.
        if (periodEnd({ year, quarter }).getTime() > app.clock().getTime()) {
          const message = COMPLETENESS_TEXTS.periodNotEnded;
          throw badRequest(message, [{ path: "body.quarter", message }]);
        }
        const organization = await findOrganization(app.db, organizationId.toLowerCase());
        if (!organization) throw notFound();
        const users = await reminderRecipients(app.db, organization.id);
        if (users.length === 0) throw conflict(COMPLETENESS_TEXTS.noUsers);
        const people = users.filter((person) => person.wantsReminders);
        if (people.length === 0) throw conflict(COMPLETENESS_TEXTS.allOptedOut);
        await app.db.transaction(async (raw) => {
          const tx = raw;
          if (!(await claimReminder(tx, organization.id))) throw tooMany(COMPLETENESS_TEXTS.tooSoon);
          for (const person of people) {
            const content = reportReminderMail(person.language, {
              period: { quarter, year },
              organizationName: organization.name,
              link: app.siteLink(
                pagePathFor(person.language, pagePath("adminReports"), newReportQuery({ year, quarter })),
              ),
              final: false,
            });
            await enqueue(tx, "report-reminder", person.email, content);
          }
          await recordAudit(tx, {
            action: "remind",
            entity: "organization",
            entityId: organization.id,
            after: { year, quarter, recipients: people.length },
            ...actorOf(request),
          });
        });
        const message = app.config.SMTP_URL
          ? COMPLETENESS_TEXTS.reminded
          : COMPLETENESS_TEXTS.remindedWaiting;
        return reply.code(202).send({ message });
      },
    );
  });
};

export default routes;
