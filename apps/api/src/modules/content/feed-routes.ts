// The feeds at the site's root (docs/decisions/0028-news-events-jobs-insights.md), outside /api/v1 like the sitemap: /news.atom (the
// latest approved news, Atom) and /events.ics (every upcoming approved event, iCalendar). Links use
// PUBLIC_URL. /impact/revisions.atom lists the latest changes to released figures. The news feed is in the public cache (it changes only with writes); the events feed
// is not (what is upcoming changes with the time), but is budgeted per client (`publicRead`).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { upcomingEvents } from "../events/repository";
import { newsRepository } from "../news/repository";
import { revisionsAtom } from "../revisions/atom";
import { latestRevisions } from "../revisions/repository";
import { FEED_STYLE, FEED_STYLE_PATH, XSL_TYPE } from "./feed-style";
import { ATOM_TYPE, eventsCalendar, ICS_TYPE, newsAtom } from "./feeds";

const routes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.PUBLIC_URL;

  app.get(
    "/news.atom",
    { config: { publicCache: true }, schema: { summary: "The latest approved news as an Atom feed" } },
    async (_request, reply) =>
      reply.type(ATOM_TYPE).send(newsAtom(await newsRepository.latest(app.db, 50), origin)),
  );

  app.get(
    FEED_STYLE_PATH,
    {
      config: { publicCache: true },
      schema: {
        summary: "The stylesheet a browser shows the news feed with: what a feed is, and its entries",
      },
    },
    async (_request, reply) => reply.type(XSL_TYPE).send(FEED_STYLE),
  );

  app.get(
    "/impact/revisions.atom",
    {
      config: { publicCache: true },
      schema: {
        summary: "The latest changes to released figures, with their public reasons, as an Atom feed",
      },
    },
    async (_request, reply) =>
      reply.type(ATOM_TYPE).send(revisionsAtom(await latestRevisions(app.db, 50), origin, app.clock())),
  );

  app.get(
    "/events.ics",
    {
      config: { publicRead: true },
      schema: { summary: "Every upcoming approved event as an iCalendar file" },
    },
    async (_request, reply) =>
      reply
        .type(ICS_TYPE)
        .header("cache-control", "public, max-age=300")
        .send(eventsCalendar(await upcomingEvents(app.db, app.clock()), origin)),
  );
};

export default routes;
