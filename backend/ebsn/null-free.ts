// Live eBSN shops leave a key out when it has no value; clients test for the key, not for null
// (ebsn-wire.md "What public clients rely on"). Answers pass optional fields through this.

type Present<T> = { [K in keyof T as null extends T[K] ? never : undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : undefined extends T[K] ? K : never]?: Exclude<T[K], null | undefined>;
};

/** the object without its null and undefined keys (one level: nested objects are built null-free) */
export function present<T extends Record<string, unknown>>(value: T): Present<T> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== null && v !== undefined) out[key] = v;
  return out as Present<T>;
}
