/** Stripe payments no invoice could take (decision 0194): for the office to refund in Stripe. */
import { RefusedCardPaymentSchema } from '@haul/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

export const useRefusedCardPayments = () =>
  useQuery({
    queryKey: ['office', 'refused-card-payments'],
    queryFn: () =>
      apiJson(z.object({ payments: z.array(RefusedCardPaymentSchema) }), 'GET', '/api/payments/stripe/refused'),
  });
