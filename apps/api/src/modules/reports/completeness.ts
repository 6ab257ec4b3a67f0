// Completeness you can act on (ADR 0024), under /api/v1/reports (admins): who reported a
// quarter, with the users to write to and when each organisation was last reminded, and a manual
// reminder (audited, at most once a day per organisation), only for a quarter that has ended and
// only to users who have not switched report reminders off, as the automatic one
// (docs/decisions/0033-security-round-4.md). A refused reminder does not use up the day's.
import {
  COMPLETENESS_TEXTS,
  CompletenessDetailOut,
  CompletenessQuery,
  type Language,
  lastCompletePeriod,
  MessageOut,
  newReportQuery,
  pagePath,
  pagePathFor,
  periodEnd,
  type Quarter,
  RemindAllInput,
  RemindAllOut,
  RemindInput,
} from "@alliance/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound, tooMany } from "../../lib/errors";
import { adminRoutes, errorResponses } from "../../lib/route-groups";
import { actorOf, recordAudit } from "../audit/audited";
import { enqueue } from "../mail/outbox";
import { reportReminderMail } from "../mail/templates";
import { findOrganization } from "../organizations/repository";
import { claimReminder, reminderRecipients, reportCompleteness } from "./completeness-repository";

/** A reminder is for a report that is due: the quarter must have ended. */
function assertEnded(now: Date, year: number, quarter: Quarter) {
  if (periodEnd({ year, quarter }).getTime() > now.getTime()) {
    const message = COMPLETENESS_TEXTS.periodNotEnded;
    throw badRequest(message, [{ path: "body.quarter", message }]);
  }
}

/** Queues one organisation's reminder to its users who want reminders, and audits it. */
async function sendReminder(
  tx: Db,
  request: FastifyRequest,
  organization: { id: string; name: string },
  people: Array<{ email: string; language: Language }>,
  period: { year: number; quarter: Quarter },
) {
  const app = request.server;
  for (const person of people) {
    const content = reportReminderMail(person.language, {
      period,
      organizationName: organization.name,
      link: app.siteLink(pagePathFor(person.language, pagePath("adminReports"), newReportQuery(period))),
      second: false,
    });
    await enqueue(tx, "report-reminder", person.email, content);
  }
  await recordAudit(tx, {
    action: "remind",
    entity: "organization",
    entityId: organization.id,
    after: { ...period, recipients: people.length },
    ...actorOf(request),
  });
}

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
            "E-mail an organisation's users a reminder of a quarter's report (admin; audited; 429 within 24 hours of the last, manual or automatic)",
          body: RemindInput,
          response: { 202: MessageOut, ...errorResponses(400, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const { organizationId, year, quarter } = request.body;
        // Checked before the day's reminder is claimed, so a refusal leaves it unused.
        assertEnded(app.clock(), year, quarter);
        const organization = await findOrganization(app.db, organizationId.toLowerCase());
        if (!organization) throw notFound();
        const users = await reminderRecipients(app.db, organization.id);
        if (users.length === 0) throw conflict(COMPLETENESS_TEXTS.noUsers);
        const people = users.filter((person) => person.wantsReminders);
        if (people.length === 0) throw conflict(COMPLETENESS_TEXTS.allOptedOut);
        await app.db.transaction(async (tx) => {
          if (!(await claimReminder(tx, organization.id))) throw tooMany(COMPLETENESS_TEXTS.tooSoon);
          await sendReminder(tx, request, organization, people, { year, quarter });
        });
        const message = app.config.SMTP_URL
          ? COMPLETENESS_TEXTS.reminded
          : COMPLETENESS_TEXTS.remindedWaiting;
        return reply.code(202).send({ message });
      },
    );

    app.post(
      "/completeness/remind-all",
      {
        config: { invalidatesPublicCache: false },
        schema: {
          summary:
            "E-mail a reminder to every organisation still missing a quarter's report (admin; audited per organisation; each under the 24-hour rule of one reminder)",
          body: RemindAllInput,
          response: { 202: RemindAllOut, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const { year, quarter } = request.body;
        assertEnded(app.clock(), year, quarter);
        const missing = (await reportCompleteness(app.db, year, quarter)).organizations.filter(
          (org) => org.status === "missing",
        );
        let reminded = 0;
        // One transaction per organisation: one that fails or was just reminded leaves the others.
        for (const org of missing) {
          const people = (await reminderRecipients(app.db, org._id)).filter(
            (person) => person.wantsReminders,
          );
          if (people.length === 0) continue;
          const sent = await app.db.transaction(async (tx) => {
            if (!(await claimReminder(tx, org._id))) return false;
            await sendReminder(tx, request, { id: org._id, name: org.name }, people, { year, quarter });
            return true;
          });
          if (sent) reminded += 1;
        }
        const skipped = missing.length - reminded;
        return reply.code(202).send({
          message: COMPLETENESS_TEXTS.remindAllDone(reminded, skipped, !app.config.SMTP_URL),
          reminded,
          skipped,
        });
      },
    );
  });
};

export default routes;
