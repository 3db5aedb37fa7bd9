/**
 * "Paid on the card reader" as typed: the amount in dollars (read with the shared `parseDollars`,
 * exact to the cent), the card's last four digits and the reader's approval code, each checked
 * with `RecordCardPaymentSchema`'s own rule, and never more than is due.
 */
import { formatCents, parseDollars, RecordCardPaymentSchema } from '@haul/shared';
import { z } from 'zod';

const rules = RecordCardPaymentSchema.shape;

export function cardPaymentFormSchema(dueCents: number) {
  return z.object({
    amount: z
      .string()
      .transform((text, ctx) => {
        const reading = parseDollars(text);
        if (reading.ok) return reading.cents;
        ctx.issues.push({ code: 'custom', message: reading.message, input: text });
        return z.NEVER;
      })
      .pipe(rules.amountCents.max(dueCents, `At most the ${formatCents(dueCents)} due`)),
    // The crew types what the slip shows; spaces between the digits are not part of them.
    cardLast4: z
      .string()
      .transform((text) => text.replace(/\s/g, ''))
      .pipe(rules.cardLast4),
    approvalCode: z.string().trim().pipe(rules.approvalCode),
  });
}

export type CardPaymentInput = z.input<ReturnType<typeof cardPaymentFormSchema>>;
export type CardPayment = z.output<ReturnType<typeof cardPaymentFormSchema>>;
