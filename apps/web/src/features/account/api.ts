// Account calls: the public forgotten-password and set-password forms, and (signed in) password
// change, notification switches, invitations and the admin outbox.
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  Language,
  MailStatus,
  NotificationSettings,
  OutboxMessageOut,
  OutboxStatus,
  ResetPasswordInput,
  RevealedMessageOut,
  User,
} from "@alliance/shared";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../lib/api";
import { meQuery } from "../../lib/staff/staff-user";

export const requestReset = (input: ForgotPasswordInput) =>
  apiRequest<{ message: string }>("POST", "/users/forgot-password", { body: input, auth: false }).then(
    (r) => r.data,
  );

export const setPasswordWithLink = (input: ResetPasswordInput) =>
  apiRequest<{ message: string }>("POST", "/users/reset-password", { body: input, auth: false }).then(
    (r) => r.data,
  );

export const notificationsQuery = queryOptions({
  queryKey: ["account", "notifications"],
  queryFn: ({ signal }) => api.get<NotificationSettings>("/users/me/notifications", undefined, signal),
});

export function useSaveNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.put<NotificationSettings>("/users/me/notifications", settings),
    // The switch moves at once; a refused save puts the server's settings back. A read in flight
    // was answered from before the save: it is cancelled, not let overwrite the switch.
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey: notificationsQuery.queryKey });
      client.setQueryData(notificationsQuery.queryKey, settings);
    },
    onSuccess: (settings) => client.setQueryData(notificationsQuery.queryKey, settings),
    onError: () => client.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

/** PUT /users/me: the language of the signed-in user's e-mails; the answer refreshes "me". */
export function useSaveLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => api.put<User>("/users/me", { language }),
    // A read of "me" in flight was answered from before the save: cancelled, not let overwrite it.
    onSuccess: async (user) => {
      await client.cancelQueries({ queryKey: meQuery.queryKey });
      client.setQueryData(meQuery.queryKey, user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<{ message: string }>("/users/password", input),
  });
}

export const OUTBOX_PAGE_SIZE = 20;

export const outboxQuery = (status: OutboxStatus | "", page: number) =>
  queryOptions({
    queryKey: ["outbox", { status, page }],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<OutboxMessageOut[]>("GET", "/outbox", {
        query: { status, page, pageSize: OUTBOX_PAGE_SIZE },
        signal,
      });
      return { rows: data, total: Number(headers.get("X-Total-Count") ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

/** POST /outbox/:id/reveal (admin): the message with a fresh working link (older ones die). */
export function useRevealLink() {
  return useMutation({
    mutationFn: (id: string) => api.post<RevealedMessageOut>(`/outbox/${id}/reveal`),
  });
}

/** POST /outbox/:id/handed-over (admin): the message was passed on by hand; it will not be sent. */
export function useHandOver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<OutboxMessageOut>(`/outbox/${id}/handed-over`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["outbox"] }),
  });
}

/** GET /mail/status (admin): whether e-mail is sent, and how many messages wait in the outbox. */
export const mailStatusQuery = () =>
  queryOptions({
    queryKey: ["outbox", "status"],
    queryFn: ({ signal }) => api.get<MailStatus>("/mail/status", undefined, signal),
  });
