// Routes for /api/v1/insights (docs/decisions/0028-news-events-jobs-insights.md): research reports an organisation posts and the
// secretariat reviews like courses. Public (cached): GET /approved (q; featured first, then the
// latest insight) and GET /by-slug/:slug. Signed in: the staff list, create, edit and delete (a
// user of its organisation, or an admin). Admins: approve/hide naming the version, and decide a
// change waiting for review. The review itself is in ../content/review.ts.
import {
  CONTENT_MESSAGES,
  CONTENT_PAGING,
  IdParam,
  type InsightInput,
  InsightInput as InsightInputSchema,
  InsightOut,
  InsightsStaffQuery,
  LIST_PAGING,
  PublicContentQuery,
  PublicInsightOut,
  SlugParam,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses, RECORD_ERRORS, signedInRoutes } from "../../lib/route-groups";
import type { AuthUser } from "../../plugins/auth";
import { audited } from "../audit/audited";
import { type ContentViewer, contentFields, imageAndFeatured, newItemColumns } from "../content/items";
import { contentStore, editItemWithImage } from "../content/review";
import { reviewRoutes } from "../content/review-routes";
import { deleteRoute } from "../trash/delete-route";
import { requireUploadedImage } from "../uploads/uploaded-image";
import { type InsightRow, insightsRepository, type NewInsight } from "./repository";

/** An insight as answered. */
export function insightOut(viewer: ContentViewer, row: InsightRow) {
  return {
    ...contentFields<InsightInput>(viewer, row),
    image: row.image,
    dateOfInsight: row.dateOfInsight,
    summary: row.summary,
    methodology: row.methodology,
    link: row.link,
    tags: row.tags,
  };
}

/** The insight's own fields from the input. */
const insightFields = (body: InsightInput, user: AuthUser) => ({
  title: body.title,
  dateOfInsight: body.dateOfInsight,
  summary: body.summary,
  methodology: body.methodology,
  link: body.link,
  tags: body.tags,
  ...imageAndFeatured(body, user),
});

const store = contentStore<InsightRow, NewInsight>("insight", insightsRepository, "insight");

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, "/approved", {
    summary: "Approved insights (public): featured first; q, organization, page, pageSize",
    config: { publicCache: true },
    querystring: PublicContentQuery,
    paging: CONTENT_PAGING,
    item: PublicInsightOut,
    read: (query, page) => insightsRepository.listPublished(app.db, query, page),
    out: (row) => insightOut(null, row),
  });

  app.get(
    "/by-slug/:slug",
    {
      config: { publicCache: true },
      schema: {
        summary: "An approved insight by its address (public)",
        params: SlugParam,
        response: { 200: PublicInsightOut, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await insightsRepository.findPublished(app.db, request.params.slug);
      if (!row) throw notFound();
      return insightOut(null, row);
    },
  );

  await signedInRoutes(app, async (app) => {
    listRoute(app, "/", {
      summary: "All insights (signed-in staff); q, status, sort, page, pageSize, mine",
      querystring: InsightsStaffQuery,
      paging: LIST_PAGING.insights,
      item: InsightOut,
      read: (query, page, request) => insightsRepository.list(app.db, query, request.user!, page),
      out: (row, request) => insightOut(request.user!, row),
    });

    app.post(
      "/",
      {
        schema: {
          summary:
            "Post an insight (published at once when an admin posts it; anyone else's waits for review)",
          body: InsightInputSchema,
          response: { 201: InsightOut, ...RECORD_ERRORS },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const body = request.body;
        const image = await requireUploadedImage(app.db, body.image);
        const row = await audited(app.db, request, { action: "create", entity: "insight" }, (tx) =>
          insightsRepository.insert(tx, {
            ...insightFields(body, user),
            image,
            ...newItemColumns(user, app.clock()),
            featured: user.isAdmin ? (body.featured ?? false) : false,
          }),
        );
        return reply.code(201).send(insightOut(user, row));
      },
    );

    app.put(
      "/:id",
      {
        schema: {
          summary:
            "Edit an insight (a user of its organisation, or admin; an empty image keeps the current one); an organisation user's edit of an approved insight waits for review (pendingChange)",
          params: IdParam,
          body: InsightInputSchema,
          response: { 200: InsightOut, ...RECORD_ERRORS },
        },
      },
      async (request) => {
        const user = request.user!;
        const values = insightFields(request.body, user);
        const row = await editItemWithImage(app.db, request, store, request.params.id, values);
        return insightOut(user, row);
      },
    );

    deleteRoute(app, {
      entity: "insight",
      summary: "Delete an insight (a user of its organisation, or admin); kept 30 days in the trash",
      message: CONTENT_MESSAGES.insightDeleted,
      remove: insightsRepository.remove,
      find: insightsRepository.find,
    });
  });

  await adminRoutes(app, async (app) => {
    reviewRoutes(app, {
      store,
      noun: "insight",
      item: InsightOut,
      out: (row, request) => insightOut(request.user!, row),
    });
  });
};

export default routes;
