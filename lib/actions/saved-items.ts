'use server';

import { z } from '@/lib/domain/zod';
import type { WireProduct } from '@/lib/domain/wire/catalog';
import { recordId } from '@/lib/domain/validation/fields';
import { getPublicProduct } from '@/lib/server/catalog';
import { runAction, type ActionResult } from './run-action';
import { pageLocale } from './page-locale';

const savedIds = z.array(recordId).max(100);

/** The Saved items page: the public products among the ids this browser saved (gone ones are left out), named in the page's language. */
export async function savedProductsAction(ids: number[], locale: string): Promise<ActionResult<WireProduct[]>> {
  return runAction({
    schema: savedIds,
    input: ids,
    fallback: 'saved.load_failed',
    run: async (caller, list) => {
      const language = pageLocale(locale);
      const products = await Promise.all([...new Set(list)].map((id) => getPublicProduct(caller, id, language)));
      return { data: products.filter((p): p is WireProduct => p !== null) };
    },
  });
}
