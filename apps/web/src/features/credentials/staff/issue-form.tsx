// Issue one certificate (docs/decisions/0041-open-badges-credentials.md): the recipient's name and
// e-mail or Kenyan phone, the completion date, an optional grade and the language of the e-mail.
// With a phone only nothing is sent: the answer's link is shown to hand to the recipient.
import { CREDENTIAL_TEXTS, IssueCredentialInput } from "@alliance/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormAlert, SelectField, TextField } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { type IssuedCredential, useIssueCredential } from "./api";
import { CopyLink } from "./copy-link";

type Errors = Partial<Record<"name" | "email" | "phone" | "completedOn" | "grade", string>>;

const EMPTY = { name: "", email: "", phone: "", completedOn: "", grade: "", language: "en" as "en" | "sw" };

export function IssueForm({ courseId, organizationId }: { courseId: string; organizationId?: string }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedCredential | null>(null);
  const issue = useIssueCredential();
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));
  /** A text field's value, its change and its message. */
  const bind = (field: keyof Errors) => ({
    value: values[field],
    onChange: set(field),
    error: errors[field],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = IssueCredentialInput.safeParse({
      courseId,
      organizationId,
      recipient: { name: values.name, email: values.email, phone: values.phone },
      completedOn: values.completedOn || undefined,
      grade: values.grade || undefined,
      language: values.language,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] === "recipient" ? issue.path[1] : issue.path[0]) as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    issue.mutate(parsed.data, {
      onSuccess: (answer) => {
        setIssued(answer);
        setValues({ ...EMPTY, completedOn: values.completedOn, language: values.language });
        notify.success("Certificate issued");
      },
      onError: (error) =>
        setServerError(error instanceof ApiError ? error.message : "Error issuing the certificate"),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Issue one certificate">
      <FormAlert message={serverError} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="Recipient's name"
          required
          {...bind("name")}
          hint="As it will appear on the certificate"
          autoComplete="off"
        />
        <TextField
          label="E-mail"
          type="email"
          {...bind("email")}
          hint="The certificate's link is sent here"
          autoComplete="off"
        />
        <TextField
          label="Kenyan phone"
          type="tel"
          {...bind("phone")}
          hint="With a phone only, you get the link to hand out"
          autoComplete="off"
        />
        <TextField
          label="Completion date"
          type="date"
          {...bind("completedOn")}
          hint="Today when left empty"
        />
        <TextField label="Grade" {...bind("grade")} />
        <SelectField label="Language of the e-mail" value={values.language} onChange={set("language")}>
          <option value="en">English</option>
          <option value="sw">Kiswahili</option>
        </SelectField>
      </div>
      <p className="mb-3 text-sm text-gray-800">
        <strong>What is stored and why (Data Protection Act, 2019):</strong> {CREDENTIAL_TEXTS.privacy}
      </p>
      <Button type="submit" disabled={issue.isPending} aria-busy={issue.isPending}>
        {issue.isPending ? "Issuing..." : "Issue certificate"}
      </Button>
      {issued && (
        <div role="status" className="mt-4 rounded-md border border-green-700 bg-green-50 p-3 text-sm">
          <p className="font-medium text-green-900">
            Certificate issued to {issued.recipientName} for {issued.course.title}.
          </p>
          {issued.handOutLink ? (
            <>
              <p className="mt-1">No e-mail was given: hand this link to the recipient.</p>
              <CopyLink label={`Link for ${issued.recipientName}`} link={issued.handOutLink} />
            </>
          ) : (
            <p className="mt-1">An e-mail with the certificate's link is on its way to the recipient.</p>
          )}
        </div>
      )}
    </form>
  );
}
