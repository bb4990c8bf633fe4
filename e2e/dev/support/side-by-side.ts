/**
 * Runs `work` on every item, at most `limit` at a time. Every item runs even when one fails; then
 * the failures are thrown together, each as its own message.
 */
export async function sideBySide<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const failures: unknown[] = [];
  const runner = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      await work(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) {
    const messages = failures.map((failure) =>
      failure instanceof Error ? failure.message : String(failure),
    );
    throw new Error(`${failures.length} pages failed:\n\n${messages.join('\n\n')}`);
  }
}
