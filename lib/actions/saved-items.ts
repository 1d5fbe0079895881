'use server';

import { z } from '@/lib/domain/zod';
import type { WireProduct } from '@/lib/domain/wire/catalog';
import { recordId } from '@/lib/domain/validation/fields';
import { getPublicProduct } from '@/lib/server/catalog';
import { runAction, type ActionResult } from './run-action';
import { actionLocale } from '@/lib/i18n/action-locale';

const savedIds = z.array(recordId).max(100);

/** The Saved items page: the public products among the ids this browser saved (gone ones are left out). */
export async function savedProductsAction(ids: number[]): Promise<ActionResult<WireProduct[]>> {
  return runAction({
    schema: savedIds,
    input: ids,
    fallback: 'Could not load your saved items.',
    run: async (caller, list) => {
      const locale = await actionLocale(); // the Hindi saved-items page names them in Hindi
      const products = await Promise.all([...new Set(list)].map((id) => getPublicProduct(caller, id, locale)));
      return { message: 'OK', data: products.filter((p): p is WireProduct => p !== null) };
    },
  });
}
