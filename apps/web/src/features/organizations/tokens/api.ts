// An organisation's API tokens (docs/decisions/0037-imports-and-organisation-tokens.md): list,
// make (the answer holds the token, shown once) and revoke.
import type { TokenCreatedOut, TokenOut, TokenScope } from "@alliance/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

const tokensKey = (organizationId: string) => ["organization-tokens", organizationId] as const;

export const tokensQuery = (organizationId: string) =>
  queryOptions({
    queryKey: tokensKey(organizationId),
    queryFn: ({ signal }) =>
      api.get<TokenOut[]>(`/organizations/${organizationId}/tokens`, undefined, signal),
  });

export function useCreateToken(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; scopes: TokenScope[]; expiresAt: string }) =>
      api.post<TokenCreatedOut>(`/organizations/${organizationId}/tokens`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey(organizationId) }),
  });
}

export function useRevokeToken(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      api.delete<TokenOut>(`/organizations/${organizationId}/tokens/${tokenId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey(organizationId) }),
  });
}
