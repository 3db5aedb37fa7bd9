/**
 * A write's last statement, sent on the transaction's connection but not answered yet. A service
 * returns one where nothing after that statement can refuse the change, so a sync push can send
 * the next mutation's statements in the same round trip (decision 0095). `answer` is the result.
 */
export class Sent<T> {
  readonly answer: Promise<T>;
  constructor(answer: Promise<T>) {
    // Awaited by whoever takes the result; until then its failure must not count as unhandled.
    answer.catch(() => {});
    this.answer = answer;
  }
}
