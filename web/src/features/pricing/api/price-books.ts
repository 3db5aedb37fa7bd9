/** The price book's versions, and saving a new one (decision 0190). */
import { PriceBookSchema, type SavePriceBook } from '@haul/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

const priceBooksKey = ['price-books'] as const;

export const usePriceBooks = () =>
  useQuery({ queryKey: priceBooksKey, queryFn: () => apiJson(z.array(PriceBookSchema), 'GET', '/api/price-books') });

export function useSavePriceBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePriceBook) => apiJson(PriceBookSchema, 'POST', '/api/price-books', input),
    onSettled: () => client.invalidateQueries({ queryKey: priceBooksKey }),
  });
}
