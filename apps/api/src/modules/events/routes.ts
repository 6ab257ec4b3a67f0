// Routes for /api/v1/events (docs/decisions/0028-news-events-jobs-insights.md): events an organisation posts (online, in person or hybrid)
// and the secretariat reviews like courses. Public: GET /approved (upcoming first, then past; when,
// eventType, month, q), GET /by-slug/:slug (a past event still answers, past: true) and its
// iCalendar file GET /by-slug/:slug/calendar.ics. Signed in: the staff list, create, edit and
// delete (a user of its organisation, or an admin). Admins: approve/hide naming the version, and
// decide a change waiting for review. The review itself is in ../content/review.ts.
import {
  CONTENT_MESSAGES,
  CONTENT_PAGING,
  type EventInput,
  EventInput as EventInputSchema,
  EventOut,
  EventsStaffQuery,
  IdParam,
  LIST_PAGING,
  PublicEventOut,
  PublicEventsQuery,
  SlugParam,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { answerPage, listPage } from "../../lib/paging";
import { adminRoutes, errorResponses, RECORD_ERRORS, signedInRoutes } from "../../lib/route-groups";
import type { AuthUser } from "../../plugins/auth";
import { audited } from "../audit/audited";
import { eventsCalendar, ICS_TYPE } from "../content/feeds";
import { type ContentViewer, contentFields, imageAndFeatured, newItemColumns } from "../content/items";
import { announcedIfPublished, contentStore, editItemWithImage } from "../content/review";
import { reviewRoutes } from "../content/review-routes";
import { deleteRoute } from "../trash/delete-route";
import { requireUploadedImage } from "../uploads/uploaded-image";
import { type EventRow, eventsRepository, listApprovedEvents, type NewEvent } from "./repository";

/** An event as answered: `past` once its end has passed. */
export function eventOut(viewer: ContentViewer, row: EventRow, now: Date) {
  return {
    ...contentFields<EventInput>(viewer, row),
    description: row.description,
    image: row.image,
    eventType: row.eventType as EventInput["eventType"],
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    venue: row.venue,
    city: row.city,
    onlineLink: row.onlineLink,
    registrationLink: row.registrationLink,
    language: row.language,
    past: row.endDate.getTime() < now.getTime(),
  };
}

/** The event's own fields from the input. */
const eventFields = (body: EventInput, user: AuthUser) => ({
  title: body.title,
  description: body.description,
  eventType: body.eventType,
  startDate: new Date(body.startDate),
  endDate: new Date(body.endDate),
  venue: body.venue,
  city: body.city,
  onlineLink: body.onlineLink,
  registrationLink: body.registrationLink,
  language: body.language,
  ...imageAndFeatured(body, user),
});

/** A pending change keeps its dates as JSON strings: they are dates again when applied. */
function fromChange(change: Record<string, unknown>): Partial<NewEvent> {
  const values = { ...change } as Partial<NewEvent> & Record<string, unknown>;
  for (const key of ["startDate", "endDate"] as const) {
    const value = change[key];
    if (typeof value === "string") values[key] = new Date(value);
  }
  return values;
}

const store = contentStore<EventRow, NewEvent>("event", eventsRepository, "event", fromChange);

const routes: FastifyPluginAsyncZod = async (app) => {
  // Not in the public cache: what is past changes with the time, not only with writes. Written
  // out rather than with listRoute: the page and every row's `past` are read at one instant.
  // Public reads all the same: budgeted per client and open to any origin (`publicRead`).
  app.get(
    "/approved",
    {
      config: { publicRead: true },
      schema: {
        summary:
          "Approved events (public): upcoming first, then past; when, eventType, month, q, organization",
        querystring: PublicEventsQuery,
        response: { 200: z.array(PublicEventOut), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const result = await listApprovedEvents(
        app.db,
        request.query,
        now,
        listPage(request.query, CONTENT_PAGING),
      );
      return answerPage(reply, result, (row) => eventOut(null, row, now));
    },
  );

  app.get(
    "/by-slug/:slug",
    {
      config: { publicRead: true },
      schema: {
        summary: "An approved event by its address (public); a past one answers with past: true",
        params: SlugParam,
        response: { 200: PublicEventOut, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await eventsRepository.findPublished(app.db, request.params.slug);
      if (!row) throw notFound();
      return eventOut(null, row, app.clock());
    },
  );

  app.get(
    "/by-slug/:slug/calendar.ics",
    {
      config: { publicRead: true },
      schema: { summary: "An approved event as an iCalendar file (public)", params: SlugParam },
    },
    async (request, reply) => {
      const row = await eventsRepository.findPublished(app.db, request.params.slug);
      if (!row) throw notFound();
      return reply
        .type(ICS_TYPE)
        .header("content-disposition", `attachment; filename="${row.slug}.ics"`)
        .send(eventsCalendar([row], app.config.PUBLIC_URL));
    },
  );

  await signedInRoutes(app, async (app) => {
    // Written out like the public list, for the same reason.
    app.get(
      "/",
      {
        schema: {
          summary: "All events (signed-in staff); q, status, sort, page, pageSize, mine",
          querystring: EventsStaffQuery,
          response: { 200: z.array(EventOut), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const result = await eventsRepository.list(
          app.db,
          request.query,
          user,
          listPage(request.query, LIST_PAGING.events),
        );
        const now = app.clock();
        return answerPage(reply, result, (row) => eventOut(user, row, now));
      },
    );

    app.post(
      "/",
      {
        schema: {
          summary: "Post an event (published at once when an admin posts it; anyone else's waits for review)",
          body: EventInputSchema,
          response: { 201: EventOut, ...RECORD_ERRORS },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const body = request.body;
        const image = await requireUploadedImage(app.db, body.image);
        const row = await audited(app.db, request, { action: "create", entity: "event" }, async (tx) =>
          announcedIfPublished(
            store,
            tx,
            request,
            await eventsRepository.insert(tx, {
              ...eventFields(body, user),
              image,
              ...newItemColumns(user, app.clock()),
              featured: user.isAdmin ? (body.featured ?? false) : false,
            }),
          ),
        );
        return reply.code(201).send(eventOut(user, row, app.clock()));
      },
    );

    app.put(
      "/:id",
      {
        schema: {
          summary:
            "Edit an event (a user of its organisation, or admin; an empty image keeps the current one); an organisation user's edit of an approved event waits for review (pendingChange)",
          params: IdParam,
          body: EventInputSchema,
          response: { 200: EventOut, ...RECORD_ERRORS },
        },
      },
      async (request) => {
        const user = request.user!;
        const values = eventFields(request.body, user);
        const row = await editItemWithImage(app.db, request, store, request.params.id, values);
        return eventOut(user, row, app.clock());
      },
    );

    deleteRoute(app, {
      entity: "event",
      summary: "Delete an event (a user of its organisation, or admin); kept 30 days in the trash",
      message: CONTENT_MESSAGES.eventDeleted,
      remove: eventsRepository.remove,
      find: eventsRepository.find,
    });
  });

  await adminRoutes(app, async (app) => {
    reviewRoutes(app, {
      store,
      noun: "event",
      item: EventOut,
      out: (row, request) => eventOut(request.user!, row, app.clock()),
    });
  });
};

export default routes;
