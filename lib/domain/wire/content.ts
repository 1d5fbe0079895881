/** A home-page slide as /api/slides answers it: `desc` is the contract's alias of description. */
export type WireSlide = {
  id: number;
  title: string;
  desc: string | null;
  description: string | null;
  quote: string | null;
  /** Absolute URL for other clients; image_path is the site-relative one our pages use. */
  image: string | null;
  image_path: string | null;
  position: number;
  is_active: boolean;
  created_at: string;
  /** Hindi texts the office entered (null: none); /hi shows them in place of title, description and quote. */
  title_hi: string | null;
  description_hi: string | null;
  quote_hi: string | null;
};
