// Routes for /api/v1/news (docs/decisions/0028-news-events-jobs-insights.md): news an organisation posts and the secretariat reviews like
// courses. Public (cached): GET /approved (q; featured first, then newest) and GET /by-slug/:slug.
// Signed in: the staff list, create, edit and delete (a user of its organisation, or an admin).
// Admins: approve/hide naming the version, and decide a change waiting for review. The review
// itself is in ../content/review.ts; the Atom feed (/news.atom) in ../content/feed-routes.ts.
import {
  ApprovalToggleInput,
  CONTENT_MESSAGES,
  CONTENT_PAGING,
  CONTENT_REVIEWED_FIELDS,
  IdParam,
  LIST_PAGING,
  type NewsInput,
  NewsInput as NewsInputSchema,
  NewsOut,
  NewsStaffQuery,
  PendingChangeDecisionInput,
  PublicContentQuery,
  PublicNewsOut,
  SlugParam,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses, RECORD_ERRORS, signedInRoutes } from "../../lib/route-groups";
import type { AuthUser } from "../../plugins/auth";
import { audited } from "../audit/audited";
import { type ContentViewer, contentFields, imageAndFeatured, newItemColumns } from "../content/items";
import {
  contentNotice,
  decideChange,
  editItem,
  REVIEW_ERRORS,
  type ReviewStore,
  setApproval,
} from "../content/review";
import { deleteRoute } from "../trash/delete-route";
import { assertUploadedImage, requireUploadedImage } from "../uploads/uploaded-image";
import {
  deleteNews,
  findApprovedNews,
  findNews,
  insertNews,
  listApprovedNews,
  listNews,
  type NewNews,
  type NewsRow,
  updateNews,
} from "./repository";

/** A news item as answered. */
export function newsOut(viewer: ContentViewer, row: NewsRow) {
  return {
    ...contentFields<NewsInput>(viewer, row),
    body: row.body,
    image: row.image,
    externalLink: row.externalLink,
    hashtags: row.hashtags,
  };
}

/** The item's own fields from the input. */
const newsFields = (body: NewsInput, user: AuthUser) => ({
  title: body.title,
  body: body.body,
  externalLink: body.externalLink,
  hashtags: body.hashtags,
  ...imageAndFeatured(body, user),
});

const store: ReviewStore<NewsRow, NewNews> = {
  entity: "news",
  fields: CONTENT_REVIEWED_FIELDS.news,
  find: findNews,
  update: updateNews,
  notice: contentNotice("news item"),
};

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, "/approved", {
    summary: "Approved news (public): featured first; q, page, pageSize",
    config: { publicCache: true },
    querystring: PublicContentQuery,
    paging: CONTENT_PAGING,
    item: PublicNewsOut,
    read: (query, page) => listApprovedNews(app.db, query, page),
    out: (row) => newsOut(null, row),
  });

  app.get(
    "/by-slug/:slug",
    {
      config: { publicCache: true },
      schema: {
        summary: "An approved news item by its address (public)",
        params: SlugParam,
        response: { 200: PublicNewsOut, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findApprovedNews(app.db, request.params.slug);
      if (!row) throw notFound();
      return newsOut(null, row);
    },
  );

  await signedInRoutes(app, async (app) => {
    listRoute(app, "/", {
      summary: "All news (signed-in staff); q, status, sort, page, pageSize, mine",
      querystring: NewsStaffQuery,
      paging: LIST_PAGING.news,
      item: NewsOut,
      read: (query, page, request) => listNews(app.db, query, request.user!, page),
      out: (row, request) => newsOut(request.user!, row),
    });

    app.post(
      "/",
      {
        schema: {
          summary:
            "Post a news item (published at once when an admin posts it; anyone else's waits for review)",
          body: NewsInputSchema,
          response: { 201: NewsOut, ...RECORD_ERRORS },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const body = request.body;
        const image = await requireUploadedImage(app.db, body.image);
        const row = await audited(app.db, request, { action: "create", entity: "news" }, (tx) =>
          insertNews(tx, {
            ...newsFields(body, user),
            image,
            ...newItemColumns(user),
            featured: user.isAdmin ? (body.featured ?? false) : false,
          }),
        );
        return reply.code(201).send(newsOut(user, row));
      },
    );

    app.put(
      "/:id",
      {
        schema: {
          summary:
            "Edit a news item (a user of its organisation, or admin; an empty image keeps the current one); an organisation user's edit of an approved news item waits for review (pendingChange)",
          params: IdParam,
          body: NewsInputSchema,
          response: { 200: NewsOut, ...RECORD_ERRORS },
        },
      },
      async (request) => {
        const user = request.user!;
        await assertUploadedImage(app.db, request.body.image);
        const row = await editItem(app.db, request, store, request.params.id, newsFields(request.body, user));
        return newsOut(user, row);
      },
    );

    deleteRoute(app, {
      entity: "news",
      summary: "Delete a news item (a user of its organisation, or admin); kept 30 days in the trash",
      message: CONTENT_MESSAGES.newsDeleted,
      remove: deleteNews,
      find: findNews,
    });
  });

  await adminRoutes(app, async (app) => {
    app.patch(
      "/:id/toggle-approval",
      {
        schema: {
          summary:
            "Approve (naming the version seen) or hide a news item (admin); without `approved` it toggles",
          params: IdParam,
          body: ApprovalToggleInput.nullable(),
          response: { 200: NewsOut, ...REVIEW_ERRORS },
        },
      },
      async (request) => {
        const row = await setApproval(app.db, request, store, request.params.id, request.body);
        return newsOut(request.user!, row);
      },
    );

    app.patch(
      "/:id/pending-change",
      {
        schema: {
          summary:
            'Approve or discard the change to a news item waiting for review (admin): { "decision", "proposedAt", "note" }',
          params: IdParam,
          body: PendingChangeDecisionInput,
          response: { 200: NewsOut, ...REVIEW_ERRORS },
        },
      },
      async (request) => {
        const row = await decideChange(app.db, request, store, request.params.id, request.body);
        return newsOut(request.user!, row);
      },
    );
  });
};

export default routes;
