// The notification switches of "My account": one checkbox per kind (the admin-only kinds shown to
// admins only), saved at once.
import { ACCOUNT_TEXTS, NOTIFICATION_KINDS, type NotificationSettings } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { reportError } from "../../lib/staff/session";
import { notify } from "../../lib/toast";
import { notificationsQuery, useSaveNotifications } from "./api";

export function NotificationSwitches({ isAdmin }: { isAdmin: boolean }) {
  const settings = useQuery(notificationsQuery);
  const save = useSaveNotifications();
  // What the switches show while a save is on its way: set in the change handler itself, so the
  // box moves with the click (the query cache tells its readers a task later, and React puts a
  // controlled box back to its old value in the meantime).
  const [saving, setSaving] = useState<NotificationSettings>();
  const current = saving ?? settings.data;
  if (!current) return <p>{settings.isError ? "Could not load your settings." : "Loading..."}</p>;
  const shown = current;

  function toggle(key: keyof NotificationSettings, on: boolean) {
    const next = { ...shown, [key]: on };
    setSaving(next);
    save.mutate(next, {
      onSuccess: () => notify.success(ACCOUNT_TEXTS.notificationsSaved),
      onError: (error) => reportError(error, () => notify.error("Settings not saved")),
      // Afterwards the cache holds the server's answer (or its settings again after a refusal).
      onSettled: () => setSaving((now) => (now === next ? undefined : now)),
    });
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
                checked={shown[kind.key]}
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
