import type { FieldCode, NoticeCode, Params } from './codes';

/**
 * A code with its parameters as it travels (an action's answer, the wire inside our own pages, a zod issue):
 * plain data, worded only where it is shown.
 */
export type Coded<C extends string = FieldCode> = { code: C; params?: Params };
export type FieldError = Coded<FieldCode>;
/** What an action tells the visitor on success. */
export type Notice = Coded<NoticeCode>;
/** The refused fields, keyed by the name the form or the wire sent (nested paths joined with dots: items.0.quantity). */
export type FieldErrors = Record<string, FieldError[]>;
