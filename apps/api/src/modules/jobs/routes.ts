// Routes for /api/v1/jobs (docs/decisions/0028-news-events-jobs-insights.md): AI jobs and internships an organisation posts and the
// secretariat reviews like courses. Public: GET /approved (open ones only unless includeClosed;
// type, workMode, location, q) and GET /by-slug/:slug (a closed job still answers, closed: true).
// Signed in: the staff list, create, edit and delete (a user of its organisation, or an admin),
// and repost a closed job as a new draft. Admins: approve/hide naming the version, and decide a
// change waiting for review. The review itself is in ../content/review.ts.
import {
  CONTENT_MESSAGES,
  CONTENT_PAGING,
  IdParam,
  type JobInput,
  JobInput as JobInputSchema,
  JobOut,
  JobsStaffQuery,
  LIST_PAGING,
  PublicJobOut,
  PublicJobsQuery,
  SlugParam,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCanModify } from "../../lib/access";
import { badRequest, notFound } from "../../lib/errors";
import { answerPage, listPage } from "../../lib/paging";
import { adminRoutes, errorResponses, RECORD_ERRORS, signedInRoutes } from "../../lib/route-groups";
import type { AuthUser } from "../../plugins/auth";
import { audited } from "../audit/audited";
import {
  type ContentViewer,
  contentFields,
  imageAndFeatured,
  kenyanDay,
  newItemColumns,
} from "../content/items";
import { announcedIfPublished, contentStore, editItem, findItem } from "../content/review";
import { reviewRoutes } from "../content/review-routes";
import { deleteRoute } from "../trash/delete-route";
import { type JobRow, jobsRepository, listApprovedJobs, type NewJob } from "./repository";

/** A job as answered: `closed` once its closing date has passed (East Africa Time). */
export function jobOut(viewer: ContentViewer, row: JobRow, today: string) {
  return {
    ...contentFields<z.infer<typeof JobInputSchema>>(viewer, row),
    about: row.about,
    type: row.type as JobInput["type"],
    workMode: row.workMode as JobInput["workMode"],
    location: row.location,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    howToApply: row.howToApply,
    closingDate: row.closingDate,
    language: row.language,
    payAmount: row.payAmount,
    payCurrency: row.payCurrency,
    payPeriod: row.payPeriod,
    closed: row.closingDate < today,
  };
}

/** The job's own fields from the input. */
const jobFields = (body: JobInput, user: AuthUser) => ({
  title: body.title,
  about: body.about,
  type: body.type,
  workMode: body.workMode,
  location: body.location,
  requirements: body.requirements,
  responsibilities: body.responsibilities,
  howToApply: body.howToApply,
  closingDate: body.closingDate,
  language: body.language,
  payAmount: body.payAmount ?? null,
  payPeriod: body.payPeriod ?? null,
  ...imageAndFeatured(body, user),
});

const store = contentStore<JobRow, NewJob>("job", jobsRepository, "job");

const routes: FastifyPluginAsyncZod = async (app) => {
  const today = () => kenyanDay(app.clock());

  // Not in the public cache: what is open changes with the date, not only with writes. Written
  // out rather than with listRoute: the page and every row's `closed` are read on one day.
  app.get(
    "/approved",
    {
      config: { publicRead: true },
      schema: {
        summary:
          "Approved jobs (public): open ones only unless includeClosed=true; q, type, workMode, location, organization",
        querystring: PublicJobsQuery,
        response: { 200: z.array(PublicJobOut), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const day = today();
      const result = await listApprovedJobs(
        app.db,
        request.query,
        day,
        listPage(request.query, CONTENT_PAGING),
      );
      return answerPage(reply, result, (row) => jobOut(null, row, day));
    },
  );

  app.get(
    "/by-slug/:slug",
    {
      config: { publicRead: true },
      schema: {
        summary: "An approved job by its address (public); a closed one answers with closed: true",
        params: SlugParam,
        response: { 200: PublicJobOut, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await jobsRepository.findPublished(app.db, request.params.slug);
      if (!row) throw notFound();
      return jobOut(null, row, today());
    },
  );

  await signedInRoutes(app, async (app) => {
    // Written out like the public list, for the same reason.
    app.get(
      "/",
      {
        schema: {
          summary: "All jobs (signed-in staff); q, status, sort, page, pageSize, mine",
          querystring: JobsStaffQuery,
          response: { 200: z.array(JobOut), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const result = await jobsRepository.list(
          app.db,
          request.query,
          user,
          listPage(request.query, LIST_PAGING.jobs),
        );
        const day = today();
        return answerPage(reply, result, (row) => jobOut(user, row, day));
      },
    );

    app.post(
      "/",
      {
        schema: {
          summary: "Post a job (published at once when an admin posts it; anyone else's waits for review)",
          body: JobInputSchema,
          response: { 201: JobOut, ...RECORD_ERRORS },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const row = await audited(app.db, request, { action: "create", entity: "job" }, async (tx) =>
          announcedIfPublished(
            store,
            tx,
            request,
            await jobsRepository.insert(tx, {
              ...jobFields(request.body, user),
              ...newItemColumns(user, app.clock()),
              featured: user.isAdmin ? (request.body.featured ?? false) : false,
            }),
          ),
        );
        return reply.code(201).send(jobOut(user, row, today()));
      },
    );

    app.put(
      "/:id",
      {
        schema: {
          summary:
            "Edit a job (a user of its organisation, or admin); an organisation user's edit of an approved job waits for review (pendingChange)",
          params: IdParam,
          body: JobInputSchema,
          response: { 200: JobOut, ...RECORD_ERRORS },
        },
      },
      async (request) => {
        const user = request.user!;
        const row = await editItem(app.db, request, store, request.params.id, jobFields(request.body, user));
        return jobOut(user, row, today());
      },
    );

    app.post(
      "/:id/repost",
      {
        schema: {
          summary:
            "Repost a closed job as a new draft (a user of its organisation, or admin): same fields, a new closing date to set",
          params: IdParam,
          response: { 201: JobOut, ...RECORD_ERRORS },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const old = await findItem(app.db, store, request.params.id);
        requireCanModify(user, old);
        if (old.closingDate >= today()) throw badRequest(CONTENT_MESSAGES.notClosed);
        const row = await audited(app.db, request, { action: "create", entity: "job" }, (tx) =>
          jobsRepository.insert(tx, {
            title: old.title,
            about: old.about,
            type: old.type,
            workMode: old.workMode,
            location: old.location,
            requirements: old.requirements,
            responsibilities: old.responsibilities,
            howToApply: old.howToApply,
            closingDate: old.closingDate,
            language: old.language,
            payAmount: old.payAmount,
            payPeriod: old.payPeriod,
            organizationId: old.organizationId,
            email: user.email,
            // A draft: waits for an admin (who sets a new closing date and approves it).
            approved: false,
            reviewedAt: null,
          }),
        );
        return reply.code(201).send(jobOut(user, row, today()));
      },
    );

    deleteRoute(app, {
      entity: "job",
      summary: "Delete a job (a user of its organisation, or admin); kept 30 days in the trash",
      message: CONTENT_MESSAGES.jobDeleted,
      remove: jobsRepository.remove,
      find: jobsRepository.find,
    });
  });

  await adminRoutes(app, async (app) => {
    reviewRoutes(app, {
      store,
      noun: "job",
      item: JobOut,
      out: (row, request) => jobOut(request.user!, row, today()),
    });
  });
};

export default routes;
