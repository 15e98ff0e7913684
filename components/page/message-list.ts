type Translator = { has: (key: string) => boolean; raw: (key: string) => unknown };

/** A list of strings stored as a JSON array in messages; [] when the key is absent. */
export function messageList(t: Translator, key: string): string[] {
  if (!t.has(key)) return [];
  const value = t.raw(key);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
