'use client';

import { lazyModal } from './lazy-modal';

/** The caller-controlled modal of ./dialog-modal, loaded on first open. */
export const Dialog = lazyModal(() => import('./dialog-modal').then((m) => m.DialogModal));
