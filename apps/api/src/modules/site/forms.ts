// The public forms sent without JavaScript (docs/decisions/0039-works-on-a-cheap-phone.md): a
// membership application, an information request, sign-in, a forgotten password and a new one
// arrive as `application/x-www-form-urlencoded` POSTs to the page's own address (in its
// language). Each is checked with the shared schema the browser uses, then sent to the API in
// process (`app.inject`, from the caller's address, so the API's throttles and rules apply as
// they do to a browser's call). The answer is the page again, rendered with the form's state
// (FormPageState: the values typed, the refusals beside their fields, or the confirmation the
// toast shows), never stored anywhere (no-store); a signed-in visitor goes on to the staff area.
// Nothing typed ever travels in a URL. The verify page's form is `multipart/form-data`, so that a
// credential's file can be chosen without JavaScript; its one file part is read as text.
import {
  API_BASE,
  type FixedPublicPageKey,
  ForgotPasswordInput,
  type FormPageIssue,
  type FormPageName,
  type FormPageState,
  type FormPageVerification,
  LANGUAGES,
  type Language,
  LoginInput,
  MembershipApplicationInput,
  PAGES,
  PasswordInput,
  pathInLanguage,
  RequestInput,
  SIGN_IN_COOKIE,
} from "@alliance/shared";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { LIGHTER_COOKIE } from "../../lib/lighter-page";
import { looksLikeJwt } from "../credentials/vc-jwt";

/** Renders `page` in `language` with the form's state in its initial data (routes.ts). */
export type FormPageReply = (
  request: FastifyRequest,
  reply: FastifyReply,
  options: { page: FixedPublicPageKey; language: Language; form: FormPageState; status: number },
) => Promise<unknown>;

type Fields = Record<string, string>;

/** The API's answer to the form's call. */
interface Sent {
  status: number;
  body: { message?: string; reference?: string; token?: string; issues?: FormPageIssue[] } & Record<
    string,
    unknown
  >;
}

/**
 * The verify page's field: a credential's JSON or JWT, pasted, or in the chosen file (which wins:
 * choosing a file is the later, deliberate act).
 */
function checkCredential(fields: Fields): FormPageIssue[] | { send: object } {
  const chosen = (fields.file ?? "").trim();
  if (chosen) fields.credential = chosen;
  const text = (fields.credential ?? "").trim();
  if (!text) return [{ path: "credential", message: "empty", code: "empty" }];
  if (looksLikeJwt(text)) return { send: { credential: text } };
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return { send: parsed };
  } catch {
    // Answered below: not JSON.
  }
  return [{ path: "credential", message: "notJson", code: "json" }];
}

interface FormSpec {
  page: FixedPublicPageKey;
  name: FormPageName;
  /** The fields kept in the page again (a password never is). */
  kept: readonly string[];
  /** Checks the fields with the shared schema: the refusals, or the API call's body. */
  check(fields: Fields, request: FastifyRequest, language: Language): FormPageIssue[] | { send: object };
  /** The API address the checked body goes to. */
  endpoint: string;
  /** What the page shows of a successful answer besides its message and reference. */
  done?(body: Sent["body"]): FormPageState["done"];
  /** The field a multipart body's refusal is shown beside; only such forms take one. */
  multipartField?: string;
}

/** A form's size is a few KB; a larger body is refused before it is parsed. */
const FORM_BODY_LIMIT = 32 * 1024;
/** The verify form's text or file: a credential is a few KB, its JWT a third larger. */
const CREDENTIAL_LIMIT = 256 * 1024;

/** The first issue of each field, as the page shows them (the path without `body.`). */
function firstIssues(issues: ReadonlyArray<FormPageIssue>): FormPageIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
}

/** The schema's verdict: its issues (path, words, kind, length) or the checked value. */
function checked(schema: ZodType, value: unknown): FormPageIssue[] | { data: unknown } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  return firstIssues(
    result.error.issues.map((issue) => ({
      path: String(issue.path[issue.path.length - 1] ?? ""),
      message: issue.message,
      code: issue.code,
      ...("maximum" in issue && issue.maximum !== undefined ? { maximum: Number(issue.maximum) } : {}),
    })),
  );
}

const withLanguage =
  (schema: ZodType) =>
  (fields: Fields, _request: FastifyRequest, language: Language): FormPageIssue[] | { send: object } => {
    const result = checked(schema, { ...fields, language });
    return Array.isArray(result) ? result : { send: result.data as object };
  };

const FORMS: readonly FormSpec[] = [
  {
    page: "membership",
    name: "membership",
    kept: ["firstName", "surName", "role", "email", "phone", "organizationName", "website"],
    check: withLanguage(MembershipApplicationInput),
    endpoint: "/members",
  },
  {
    page: "contact",
    name: "request",
    kept: ["firstName", "surName", "email", "phone", "organizationName", "message"],
    check: withLanguage(RequestInput),
    endpoint: "/requests",
  },
  {
    page: "login",
    name: "login",
    kept: ["email"],
    check: (fields) => {
      const result = checked(LoginInput, fields);
      return Array.isArray(result) ? result : { send: result.data as object };
    },
    endpoint: "/users/login",
  },
  {
    page: "forgotPassword",
    name: "forgotPassword",
    kept: ["email"],
    check: (fields, _request, language) => {
      const result = checked(ForgotPasswordInput, fields);
      return Array.isArray(result) ? result : { send: { ...(result.data as object), language } };
    },
    endpoint: "/users/forgot-password",
  },
  {
    page: "setPassword",
    name: "setPassword",
    kept: [],
    // The link's token stays in the page's address (the form is sent back to it), as it came in
    // the e-mail; the new password is typed twice.
    check: (fields, request) => {
      const password = checked(PasswordInput, fields.password ?? "");
      const issues: FormPageIssue[] = Array.isArray(password)
        ? password.map((issue) => ({ ...issue, path: "password" }))
        : [];
      if ((fields.confirm ?? "") !== (fields.password ?? ""))
        issues.push({ path: "confirm", message: "mismatch", code: "mismatch" });
      if (issues.length) return issues;
      const { token } = request.query as { token?: string };
      return { send: { token: token ?? "", password: fields.password } };
    },
    endpoint: "/users/reset-password",
  },
  {
    page: "verify",
    name: "verify",
    kept: ["credential"],
    check: checkCredential,
    endpoint: "/credentials/verify",
    done: (body) => ({ verification: body as unknown as FormPageVerification }),
    multipartField: "credential",
  },
];

/** A field's issue in the API's answer is at `body.<field>`. */
const apiIssues = (issues: ReadonlyArray<FormPageIssue> | undefined): FormPageIssue[] =>
  firstIssues((issues ?? []).map((issue) => ({ ...issue, path: issue.path.replace(/^body\./, "") })));

/** The signed-in user handed to the staff area's script, which moves it to its storage at once. */
function signInCookie(app: FastifyInstance, user: object): string {
  const secure = app.config.PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `${SIGN_IN_COOKIE}=${encodeURIComponent(JSON.stringify(user))}; Path=/; Max-Age=300; SameSite=Strict${secure}`;
}

export default async function siteForms(app: FastifyInstance) {
  // Only these routes (this plugin's context) read HTML forms.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Multipart bodies (the verify form's file) are read part by part in `formFields`.
  await app.register(multipart);

  /**
   * The fields of a form: an urlencoded body as parsed; a multipart one read here, a file part as
   * UTF-8 text. A multipart body that cannot be read, or is too large, is the refusal's code.
   */
  async function formFields(spec: FormSpec, request: FastifyRequest): Promise<Fields | "tooLarge" | "json"> {
    if (!request.isMultipart()) {
      const raw = (request.body ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(raw).map(([key, value]) => [key, typeof value === "string" ? value : ""]),
      );
    }
    if (!spec.multipartField) return "json";
    const fields: Fields = {};
    try {
      const parts = request.parts({
        limits: { fileSize: CREDENTIAL_LIMIT, fieldSize: CREDENTIAL_LIMIT, files: 1, fields: 8, parts: 9 },
      });
      for await (const part of parts) {
        fields[part.fieldname] =
          part.type === "file" ? (await part.toBuffer()).toString("utf8") : String(part.value ?? "");
      }
      return fields;
    } catch (error) {
      return (error as { statusCode?: number }).statusCode === 413 ? "tooLarge" : "json";
    }
  }

  async function callApi(request: FastifyRequest, endpoint: string, body: object): Promise<Sent> {
    const response = await app.inject({
      method: "POST",
      url: `${API_BASE}${endpoint}`,
      headers: { "content-type": "application/json", accept: "application/json" },
      // The caller's address: the throttles count the visitor, not the server.
      remoteAddress: request.ip,
      payload: JSON.stringify(body),
    });
    let parsed: Sent["body"] = {};
    try {
      parsed = response.json();
    } catch {
      parsed = {};
    }
    return { status: response.statusCode, body: parsed ?? {} };
  }

  async function handle(spec: FormSpec, language: Language, request: FastifyRequest, reply: FastifyReply) {
    const read = await formFields(spec, request);
    const fields: Fields = typeof read === "string" ? {} : read;
    const verdict: ReturnType<FormSpec["check"]> =
      typeof read === "string"
        ? [{ path: spec.multipartField ?? spec.kept[0] ?? "", message: read, code: read }]
        : spec.check(fields, request, language);
    // After the check: it may have taken a field's text from elsewhere (the verify form's file).
    const values = Object.fromEntries(spec.kept.map((name) => [name, fields[name] ?? ""]));
    const answer = (status: number, state: Omit<FormPageState, "name" | "values">) =>
      app.sendFormPage(request, reply, {
        page: spec.page,
        language,
        status,
        form: { name: spec.name, values, ...state },
      });

    if (Array.isArray(verdict)) return answer(read === "tooLarge" ? 413 : 422, { issues: verdict });
    const sent = await callApi(request, spec.endpoint, verdict.send);
    if (sent.status < 300) {
      if (spec.name === "login") {
        if (!sent.body.token) return answer(502, { issues: [], failure: { status: 502, message: "" } });
        return reply
          .header("set-cookie", signInCookie(app, sent.body))
          .header("cache-control", "no-store")
          .redirect(PAGES.adminHome.path, 303);
      }
      return answer(200, {
        issues: [],
        done: spec.done
          ? spec.done(sent.body)
          : {
              ...(sent.body.message ? { message: sent.body.message } : {}),
              ...(sent.body.reference ? { reference: sent.body.reference } : {}),
            },
      });
    }
    return answer(sent.status, {
      issues: apiIssues(sent.body.issues),
      failure: { status: sent.status, message: sent.body.message ?? "" },
    });
  }

  // The footer's "Lighter page" / "Full page" (lib/lighter-page.ts): remembered in a cookie, then
  // back to the page it was chosen on (an address of this site only).
  app.post(
    "/lighter-page",
    { schema: { hide: true }, config: { invalidatesPublicCache: false } },
    (request, reply) => {
      const { back = "/", lighter } = (request.body ?? {}) as Record<string, unknown>;
      const target = typeof back === "string" && /^\/(?![/\\])/.test(back) ? back : "/";
      const cookie =
        lighter === "1"
          ? `${LIGHTER_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
          : `${LIGHTER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      return reply.header("set-cookie", cookie).header("cache-control", "no-store").redirect(target, 303);
    },
  );

  for (const language of LANGUAGES) {
    for (const spec of FORMS) {
      app.post(
        pathInLanguage(PAGES[spec.page].path, language),
        // The API call it makes invalidates what it changes; the page itself changes nothing.
        { schema: { hide: true }, config: { invalidatesPublicCache: false } },
        (request, reply) => handle(spec, language, request, reply),
      );
    }
  }
}
