// OpenAPI: the document is generated from the zod route schemas, served as JSON
// at /api/docs/json and browsable with Swagger UI at /api/docs. Registered before the routes so
// it sees every route as it is added.
import { SITE } from "@alliance/shared";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/api/docs";

export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: `${SITE.title} API`,
        description:
          "JSON API of the public site and the staff area. Errors are `{ message }` with the status of the problem; lists are arrays, with the total in `X-Total-Count` when paged.",
        version: "1.0.0",
      },
      servers: [],
      tags: [
        { name: "users", description: "Sign-in and staff users" },
        { name: "courses" },
        { name: "members" },
        { name: "requests" },
        { name: "partners" },
        { name: "reports" },
        {
          name: "imports",
          description:
            "Reports from a spreadsheet, a CSV or JSON (dry run, then one transaction); the errors of a refused file: 422 { message, errors: [{ sheet, row, column, value, message }] }",
        },
        {
          name: "organizations",
          description: "Organisations: users, member records, courses and reports belong to one",
        },
        { name: "uploads", description: "Images" },
        { name: "trash", description: "Deleted records kept 30 days, restorable by an admin" },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description:
              "A staff session (the JWT that POST /users/login answers), or an organisation API token (`ksa_...`, made on My organisation, POST /organizations/{id}/tokens). A token acts for its organisation only, with its scopes: `reports:read` for GET /reports and GET /reports/{id}; `reports:write` for POST /reports, PUT /reports/{id} and POST /imports. Anything else answers 403 to a token; an expired or revoked token 401.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: "list", deepLinking: true },
    staticCSP: false,
  });
});
