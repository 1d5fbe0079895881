// The /api route table as Next builds it: every app/api/**/route.ts, with the methods each one answers
// itself (every route built with endpoint() exports all five; the wrapper answers 405 for the others).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/** Route templates such as `/api/orders/[id]/cancel`, sorted. */
export function apiRouteTemplates(dir = path.join(process.cwd(), 'app', 'api'), prefix = '/api'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...apiRouteTemplates(full, `${prefix}/${entry}`));
    else if (entry === 'route.ts') found.push(prefix);
  }
  return found.sort();
}

/** Fills every [param] and [...param] segment of a template. */
export function fillTemplate(template: string, value: (param: string) => string): string {
  return template.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, _rest, name: string) => value(name));
}
