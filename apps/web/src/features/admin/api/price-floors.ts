import type { PriceFloorsResponse, SetPriceFloorRequest } from '@pulse/domain/price-guidance';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const priceFloorsQueryKey = ['admin', 'price-floors'] as const;

/** GET /api/admin/price-floors: each category with its budget floor (admins only). */
export const priceFloorsQuery = queryOptions({
  queryKey: priceFloorsQueryKey,
  queryFn: ({ signal }) => apiRequest<PriceFloorsResponse>('/api/admin/price-floors', { signal }),
});

export function usePriceFloors() {
  return useQuery(priceFloorsQuery);
}

/** PUT /api/admin/price-floors: sets a category's floor (0 clears it). */
export function useSetPriceFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPriceFloorRequest) =>
      apiRequest<PriceFloorsResponse>('/api/admin/price-floors', { method: 'PUT', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(priceFloorsQueryKey, data);
      // The partners' guidance carries the floor.
      return queryClient.invalidateQueries({ queryKey: ['price-guidance'] });
    },
  });
}
