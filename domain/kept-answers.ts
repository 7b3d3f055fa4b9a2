// A pure function's answers kept by their key, for the few keys a server asks over and over (a
// page's prices, its slot times, its translation keys). Keys can come from outside (a backend's
// message codes, a shopper's cart): past `limit` answers, all are forgotten at once, so the map stays
// small whatever is asked, and the common keys come back on the next asks.
export function keptAnswers<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const answer = compute(key);
    if (kept.size >= limit) kept.clear();
    kept.set(key, answer);
    return answer;
  };
}
