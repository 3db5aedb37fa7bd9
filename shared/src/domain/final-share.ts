/**
 * Job done: a truck share other than the one signed for is invoiced at its own price, unless that
 * costs more than the customer signed for; then the customer signs the new price first (decision
 * 0192). The phone's job-done panel and the server's completion both ask this one question.
 */

/** Whether the final price is above what the customer signed for (an equal price is fine). */
export function costsMoreThanSigned(final: { totalCents: number }, signed: { totalCents: number }): boolean {
  return final.totalCents > signed.totalCents;
}
