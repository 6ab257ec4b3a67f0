// The notification switches of "My account": one checkbox per kind (the admin-only kinds shown to
// admins only), saved at once.
import { ACCOUNT_TEXTS, NOTIFICATION_KINDS, type NotificationSettings } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { notify } from "../../lib/toast";
import { reportError } from "../staff/session";
import { notificationsQuery, useSaveNotifications } from "./api";

export function NotificationSwitches({ isAdmin }: { isAdmin: boolean }) {
  const settings = useQuery(notificationsQuery);
  const save = useSaveNotifications();
  if (!settings.data) return <p>{settings.isError ? "Could not load your settings." : "Loading..."}</p>;
  const current = settings.data;

  function toggle(key: keyof NotificationSettings, on: boolean) {
    save.mutate(
      { ...current, [key]: on },
      {
        onSuccess: () => notify.success(ACCOUNT_TEXTS.notificationsSaved),
        onError: (error) => reportError(error, () => notify.error("Settings not saved")),
      },
    );
  }

  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-gray-900">E-mail me about</legend>
      <ul className="space-y-2">
        {NOTIFICATION_KINDS.filter((kind) => isAdmin || !kind.admins).map((kind) => (
          <li key={kind.key}>
            <label className="flex items-start gap-2 text-gray-900">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5"
                checked={current[kind.key]}
                onChange={(event) => toggle(kind.key, event.target.checked)}
              />
              <span>{kind.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
