// Making an API token: a name, its scopes and an expiry (required, at most a year ahead); then the
// token, shown this once, with a button that copies it.
import { TOKEN_SCOPE_LABELS, TOKEN_SCOPES, type TokenCreatedOut, type TokenScope } from "@alliance/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormAlert, TextField } from "../../../components/ui/field";
import { useCreateToken } from "./api";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function ShownOnce({ made, onDone }: { made: TokenCreatedOut; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  return (
    <div className="space-y-3">
      <p id={`${id}-hint`} className="text-sm text-gray-800">
        Copy the token now: it is shown only this once. Send it as{" "}
        <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        Token {made.name}
      </label>
      <input
        id={id}
        readOnly
        value={made.token}
        aria-describedby={`${id}-hint`}
        className="w-full rounded border border-gray-300 px-2 py-1 font-mono text-sm"
        onFocus={(event) => event.target.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(made.token).then(() => setCopied(true))}
        >
          Copy token
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
      <p role="status" className="text-sm text-gray-700">
        {copied ? "Token copied" : ""}
      </p>
    </div>
  );
}

export function TokenForm({ organizationId, onDone }: { organizationId: string; onDone: () => void }) {
  const create = useCreateToken(organizationId);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TokenScope[]>(["reports:write"]);
  const [expires, setExpires] = useState(day(90));
  const [made, setMade] = useState<TokenCreatedOut | null>(null);
  if (made) return <ShownOnce made={made} onDone={onDone} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes, expiresAt: `${expires}T23:59:59Z` }, { onSuccess: setMade });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormAlert message={create.error?.message} />
      <TextField label="Name" required value={name} onChange={(event) => setName(event.target.value)} />
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">Scopes</legend>
        {TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="mt-1 flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) =>
                setScopes(event.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))
              }
            />
            <span>
              <code>{scope}</code>: {TOKEN_SCOPE_LABELS[scope]}
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label="Expires on"
        type="date"
        required
        min={day(1)}
        max={day(365)}
        hint="At most one year from today"
        value={expires}
        onChange={(event) => setExpires(event.target.value)}
      />
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        Make token
      </Button>
    </form>
  );
}
