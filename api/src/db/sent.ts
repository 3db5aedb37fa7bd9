/**
 * A write's last statement, sent on the transaction's connection but not answered yet, so a sync
 * push can send the next mutation's statements in the same round trip (decisions 0095, 0096).
 * `answer` is the result, or the refusal decided from that statement's answer: the push undoes
 * the mutation's writes then (sync/mutation-savepoints.ts).
 */
export class Sent<T> {
  readonly answer: Promise<T>;
  constructor(answer: Promise<T>) {
    // Awaited by whoever takes the result; until then its failure must not count as unhandled.
    answer.catch(() => {});
    this.answer = answer;
  }
}
