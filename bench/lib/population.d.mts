// Types of population.mjs for the TypeScript that imports it (the due list's test seeds a post with it).
export function seedPopulation(
  client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }> },
  options: { providers: number; healthPostId?: number | null },
): Promise<Record<string, number>>;
export function openSessions(client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> }, users: number): Promise<string[]>;
