import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { foundation } from '@/lib/config/foundation';
import { shareCardFonts } from '@/lib/server/pdf';

export const alt = `${foundation.name}: education, livelihood and environment in Kanpur`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage() {
  return ogCard(
    {
      eyebrow: 'Kanpur, India',
      title: foundation.name,
      detail: 'Shop handmade. Donate with an 80G receipt.',
      footer: foundation.tagline,
    },
    await shareCardFonts(),
  );
}
