// Routes for /api/v1/news (docs/decisions/0028-news-events-jobs-insights.md): news an organisation posts and the secretariat reviews like
// courses. Public (cached): GET /approved (q; featured first, then newest) and GET /by-slug/:slug.
// Signed in: the staff list, create, edit and delete (a user of its organisation, or an admin).
// Admins: approve/hide naming the version, and decide a change waiting for review. The review
// itself is in ../content/review.ts; the Atom feed (/news.atom) in ../content/feed-routes.ts.
import {
  CONTENT_MESSAGES,
  CONTENT_PAGING,
  IdParam,
  LIST_PAGING,
  type NewsInput,
  NewsInput as NewsInputSchema,
  NewsOut,
  NewsStaffQuery,
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
import { announcedIfPublished, contentStore, editItemWithImage } from "../content/review";
import { reviewRoutes } from "../content/review-routes";
import { deleteRoute } from "../trash/delete-route";
import { requireUploadedImage } from "../uploads/uploaded-image";
import { type NewNews, type NewsRow, newsRepository } from "./repository";

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

const store = contentStore<NewsRow, NewNews>("news", newsRepository, "news item");

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, "/approved", {
    summary: "Approved news (public): featured first; q, organization, page, pageSize",
    config: { publicCache: true },
    querystring: PublicContentQuery,
    paging: CONTENT_PAGING,
    item: PublicNewsOut,
    read: (query, page) => newsRepository.listPublished(app.db, query, page),
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
      const row = await newsRepository.findPublished(app.db, request.params.slug);
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
      read: (query, page, request) => newsRepository.list(app.db, query, request.user!, page),
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
        const row = await audited(app.db, request, { action: "create", entity: "news" }, async (tx) =>
          announcedIfPublished(
            store,
            tx,
            request,
            await newsRepository.insert(tx, {
              ...newsFields(body, user),
              image,
              ...newItemColumns(user, app.clock()),
              featured: user.isAdmin ? (body.featured ?? false) : false,
            }),
          ),
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
        const values = newsFields(request.body, user);
        const row = await editItemWithImage(app.db, request, store, request.params.id, values);
        return newsOut(user, row);
      },
    );

    deleteRoute(app, {
      entity: "news",
      summary: "Delete a news item (a user of its organisation, or admin); kept 30 days in the trash",
      message: CONTENT_MESSAGES.newsDeleted,
      remove: newsRepository.remove,
      find: newsRepository.find,
    });
  });

  await adminRoutes(app, async (app) => {
    reviewRoutes(app, {
      store,
      noun: "news item",
      item: NewsOut,
      out: (row, request) => newsOut(request.user!, row),
    });
  });
};

export default routes;
