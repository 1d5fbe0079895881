export type OrderActionResult<T = undefined> = { ok: boolean; message: string; data?: T };
