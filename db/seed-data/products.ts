/**
 * Demo catalogue for the Seva Sankalp Foundation shop.
 *
 * Pictures for every product are drawn by `scripts/generate-assets.ts` and live at
 * `public/images/products/<slug>.webp`; the slug is taken from the `image` path, so
 * adding a product here also needs a drawing there.
 *
 * Prices are integer paise (₹1 = 100 paise) before GST, as the catalogue was first entered: db/seed.ts stores
 * them with their GST added (products keep the price shoppers see). Where a product is discounted,
 * `discountPercentage` is `round((1 - price / original) * 100)`.
 */

export type SeedProduct = {
  sku: string; // unique, e.g. 'SSF-CR-001'
  name: string;
  description: string; // 1-2 sentences; '' makes the shop show its fallback text
  category: 'Crafts' | 'Clothing' | 'Accessories' | 'Other' | 'Decorative';
  pricePaise: number; // integer paise before GST, e.g. 49900 for ₹499 (shown as ₹588.82 at 18%)
  originalPricePaise?: number; // only for discounted items, > pricePaise
  discountPercentage?: number; // integer, consistent with original vs price (rounded)
  stock: number;
  status: 'active' | 'inactive' | 'draft';
  image: string; // '/images/products/<slug>.webp'
  rating?: number; // 3.8..5.0 with one decimal; omitted means the default (4.5)
};

export const seedProducts: SeedProduct[] = [
  // ── Crafts ────────────────────────────────────────────────────────────────
  {
    sku: 'SSF-CR-001',
    name: 'Hand-painted Clay Diya Set (Set of 4)',
    description:
      'Terracotta diyas shaped on the wheel and hand-painted by potter families in Kanpur Dehat. Each set supports a day of wages for the artisans.',
    category: 'Crafts',
    pricePaise: 24900,
    stock: 120,
    status: 'active',
    image: '/images/products/clay-diya-set.webp',
    rating: 4.8,
  },
  {
    sku: 'SSF-CR-002',
    name: 'Handwoven Bamboo Basket',
    description: 'A sturdy storage basket woven from split bamboo by trainees of the STEER programme. Great for fruit, yarn or magazines.',
    category: 'Crafts',
    pricePaise: 59900,
    stock: 34,
    status: 'active',
    image: '/images/products/bamboo-basket.webp',
    rating: 4.6,
  },
  {
    sku: 'SSF-CR-003',
    name: 'Wooden Stacking Toy Set',
    description:
      'A ring stacker and spinning top turned from sustainably sourced wood and finished with natural lacquer colours. Safe for little hands.',
    category: 'Crafts',
    pricePaise: 89900,
    originalPricePaise: 109900,
    discountPercentage: 18,
    stock: 22,
    status: 'active',
    image: '/images/products/wooden-toy-set.webp',
    rating: 4.9,
  },
  {
    sku: 'SSF-CR-004',
    name: 'Brass Temple Bell',
    description:
      'A hand-cast brass bell with a clear, long ring, finished and polished by a metalworkers’ collective we support in Moradabad.',
    category: 'Crafts',
    pricePaise: 74900,
    stock: 2,
    status: 'active',
    image: '/images/products/brass-bell.webp',
    rating: 4.7,
  },
  {
    sku: 'SSF-CR-005',
    name: 'Papier-mâché Trinket Box',
    description: '',
    category: 'Crafts',
    pricePaise: 34900,
    stock: 40,
    status: 'active',
    image: '/images/products/papier-mache-box.webp',
  },
  {
    sku: 'SSF-CR-006',
    name: 'Coconut Shell Bowls (Set of 2)',
    description:
      'Polished coconut-shell bowls with a wooden spoon, made from kitchen waste by a women’s self-help group. Food-safe coconut-oil finish.',
    category: 'Crafts',
    pricePaise: 32900,
    stock: 18,
    status: 'inactive',
    image: '/images/products/coconut-shell-bowls.webp',
    rating: 4.2,
  },

  // ── Clothing ──────────────────────────────────────────────────────────────
  {
    sku: 'SSF-CL-001',
    name: 'Block-printed Cotton Kurta',
    description:
      'A breathable cotton kurta hand block-printed with indigo and madder motifs, stitched by women of the Awakening of Shakti tailoring unit.',
    category: 'Clothing',
    pricePaise: 129900,
    originalPricePaise: 159900,
    discountPercentage: 19,
    stock: 26,
    status: 'active',
    image: '/images/products/block-print-kurta.webp',
    rating: 4.6,
  },
  {
    sku: 'SSF-CL-002',
    name: 'Handloom Cotton Stole',
    description: 'A soft striped stole woven on a pit loom by weavers from Barabanki, with hand-knotted tassels.',
    category: 'Clothing',
    pricePaise: 54900,
    stock: 45,
    status: 'active',
    image: '/images/products/cotton-stole.webp',
    rating: 4.4,
  },
  {
    sku: 'SSF-CL-003',
    name: 'Chikankari Embroidered Dupatta',
    description: 'Fine mulmul dupatta with shadow-work chikankari, embroidered by hand by women artisans from Lucknow over three weeks.',
    category: 'Clothing',
    pricePaise: 149900,
    stock: 4,
    status: 'active',
    image: '/images/products/chikankari-dupatta.webp',
    rating: 5.0,
  },
  {
    sku: 'SSF-CL-004',
    name: 'Khadi Cotton Shirt',
    description: 'A relaxed-fit shirt in hand-spun khadi, tailored by STEER programme graduates. Gets softer with every wash.',
    category: 'Clothing',
    pricePaise: 99900,
    stock: 30,
    status: 'active',
    image: '/images/products/khadi-shirt.webp',
  },
  {
    sku: 'SSF-CL-005',
    name: 'Kids’ Block-printed Frock',
    description: 'A twirly cotton frock for ages 3 to 6 with a tie-back sash, sewn by the tailoring unit from offcuts of our kurta fabric.',
    category: 'Clothing',
    pricePaise: 64900,
    stock: 15,
    status: 'draft',
    image: '/images/products/kids-frock.webp',
  },
  {
    sku: 'SSF-CL-006',
    name: 'Bandhani Cotton-silk Saree',
    description:
      'A festive tie-and-dye saree with a woven zari border. Every dot is tied by hand by a self-help group in Kutch that we partner with.',
    category: 'Clothing',
    pricePaise: 229900,
    originalPricePaise: 249900,
    discountPercentage: 8,
    stock: 8,
    status: 'active',
    image: '/images/products/bandhani-saree.webp',
    rating: 4.9,
  },

  // ── Accessories ───────────────────────────────────────────────────────────
  {
    sku: 'SSF-AC-001',
    name: 'Printed Jute Tote Bag',
    description:
      'A roomy, reusable jute tote with cotton lining and a hand-printed leaf motif, stitched by women’s self-help groups in Kanpur.',
    category: 'Accessories',
    pricePaise: 34900,
    originalPricePaise: 39900,
    discountPercentage: 13,
    stock: 150,
    status: 'active',
    image: '/images/products/jute-tote-bag.webp',
    rating: 4.5,
  },
  {
    sku: 'SSF-AC-002',
    name: 'Glass Bead Bracelet',
    description: 'Colourful glass and wooden beads strung on stretch cord by young women learning jewellery-making in the STEER programme.',
    category: 'Accessories',
    pricePaise: 19900,
    stock: 90,
    status: 'active',
    image: '/images/products/beaded-bracelet.webp',
    rating: 4.3,
  },
  {
    sku: 'SSF-AC-003',
    name: 'Embroidered Potli Pouch',
    description:
      'A drawstring potli in raw silk with mirror work and tassels, ideal for gifting. Made by the Awakening of Shakti embroidery circle.',
    category: 'Accessories',
    pricePaise: 29900,
    stock: 60,
    status: 'active',
    image: '/images/products/embroidered-potli.webp',
    rating: 4.6,
  },
  {
    sku: 'SSF-AC-004',
    name: 'Terracotta Jhumka Earrings',
    description: 'Lightweight hand-moulded terracotta jhumkas, fired and painted by a women’s pottery group. Hooks are nickel-free.',
    category: 'Accessories',
    pricePaise: 24900,
    stock: 0,
    status: 'active',
    image: '/images/products/terracotta-jhumka.webp',
    rating: 4.4,
  },
  {
    sku: 'SSF-AC-005',
    name: 'Upcycled Patchwork Wallet',
    description: 'A slim bi-fold wallet pieced together from tailoring offcuts, so nothing from our sewing unit goes to waste.',
    category: 'Accessories',
    pricePaise: 34900,
    stock: 38,
    status: 'active',
    image: '/images/products/patchwork-wallet.webp',
    rating: 3.9,
  },
  {
    sku: 'SSF-AC-006',
    name: 'Kantha-stitched Laptop Sleeve',
    description: 'A padded 14-inch laptop sleeve covered in running-stitch kantha embroidery over layered recycled saris.',
    category: 'Accessories',
    pricePaise: 84900,
    stock: 5,
    status: 'active',
    image: '/images/products/kantha-laptop-sleeve.webp',
    rating: 4.7,
  },

  // ── Decorative ────────────────────────────────────────────────────────────
  {
    sku: 'SSF-DE-001',
    name: 'Madhubani Fish Painting (Framed)',
    description:
      'An original Madhubani painting in natural pigments on handmade paper, showing the twin fish of good fortune. Signed by the artist on the back.',
    category: 'Decorative',
    pricePaise: 219900,
    stock: 3,
    status: 'active',
    image: '/images/products/madhubani-painting.webp',
    rating: 4.9,
  },
  {
    sku: 'SSF-DE-002',
    name: 'Painted Terracotta Vase',
    description: 'A hand-thrown terracotta vase with painted tribal bands, fired in a wood kiln by potters from our livelihood cluster.',
    category: 'Decorative',
    pricePaise: 44900,
    stock: 25,
    status: 'active',
    image: '/images/products/terracotta-vase.webp',
    rating: 4.5,
  },
  {
    sku: 'SSF-DE-003',
    name: 'Mirror-work Door Toran',
    description: 'A festive door hanging with mirror work, leaves and tassels, embroidered by the Awakening of Shakti women’s collective.',
    category: 'Decorative',
    pricePaise: 69900,
    stock: 32,
    status: 'active',
    image: '/images/products/mirror-work-toran.webp',
    rating: 4.4,
  },
  {
    sku: 'SSF-DE-004',
    name: 'Macramé Wall Hanging',
    description: '',
    category: 'Decorative',
    pricePaise: 79900,
    stock: 12,
    status: 'active',
    image: '/images/products/macrame-wall-hanging.webp',
    rating: 4.1,
  },
  {
    sku: 'SSF-DE-005',
    name: 'Scented Soy Candles (Set of 3)',
    description: 'Soy-wax candles scented with mogra, vetiver and lemongrass, poured by hand in reusable glass jars by STEER trainees.',
    category: 'Decorative',
    pricePaise: 34900,
    originalPricePaise: 44900,
    discountPercentage: 22,
    stock: 70,
    status: 'active',
    image: '/images/products/soy-candles.webp',
  },
  {
    sku: 'SSF-DE-006',
    name: 'Warli Painted Wall Plate',
    description: '',
    category: 'Decorative',
    pricePaise: 59900,
    stock: 20,
    status: 'active',
    image: '/images/products/warli-plate.webp',
    rating: 4.6,
  },

  // ── Other ─────────────────────────────────────────────────────────────────
  {
    sku: 'SSF-OT-001',
    name: 'Handmade Paper Notebook',
    description: 'A 120-page notebook of handmade paper from recycled cotton rags, hand-bound with a twine tie and a pressed-leaf cover.',
    category: 'Other',
    pricePaise: 14900,
    stock: 200,
    status: 'active',
    image: '/images/products/handmade-paper-notebook.webp',
    rating: 4.7,
  },
  {
    sku: 'SSF-OT-002',
    name: 'Plantable Seed-paper Cards (Set of 5)',
    description:
      'Greeting cards made of paper embedded with marigold and basil seeds. Plant them after reading and they grow, part of our Nurturing Nature drive.',
    category: 'Other',
    pricePaise: 9900,
    stock: 300,
    status: 'active',
    image: '/images/products/seed-paper-cards.webp',
    rating: 4.8,
  },
  {
    sku: 'SSF-OT-003',
    name: 'Herbal Soap Gift Set',
    description: 'Three cold-process soaps with neem, turmeric and rose, made in small batches by a women’s self-help group in Unnao.',
    category: 'Other',
    pricePaise: 29900,
    stock: 85,
    status: 'active',
    image: '/images/products/herbal-soap-set.webp',
    rating: 4.5,
  },
  {
    sku: 'SSF-OT-004',
    name: 'Homemade Mango Pickle (400 g)',
    description:
      'A tangy, sun-cured raw mango pickle in mustard oil from a family recipe, prepared by the women who run our Kshudha Nirvana community kitchen.',
    category: 'Other',
    pricePaise: 24900,
    stock: 48,
    status: 'active',
    image: '/images/products/mango-pickle.webp',
    rating: 4.8,
  },
  {
    sku: 'SSF-OT-005',
    name: 'Wild Forest Honey (500 g)',
    description: 'Raw, unprocessed honey collected sustainably by tribal beekeepers we work with in the forests of Bundelkhand.',
    category: 'Other',
    pricePaise: 44900,
    stock: 0,
    status: 'active',
    image: '/images/products/forest-honey.webp',
    rating: 3.8,
  },
  {
    sku: 'SSF-OT-006',
    name: 'Festive Gift Hamper',
    description:
      'A woven basket with a diya, honey, herbal soap and a handloom stole, packed by our volunteers. Every hamper funds a week of meals.',
    category: 'Other',
    pricePaise: 179900,
    originalPricePaise: 219900,
    discountPercentage: 18,
    stock: 10,
    status: 'active',
    image: '/images/products/festive-gift-hamper.webp',
  },
];

/**
 * Plausible HSN codes for the demo catalogue (4 digits, enough for B2C invoices below ₹5 crore turnover). The
 * demo keeps every product at the default 18% rate: the foundation's accountant sets the real rates (most
 * handicrafts 5% since 22 September 2025, see docs/tax.md) in the back-office. The hamper is a mixed supply
 * (taxed as its highest-rated item), so it has no code of its own until the office picks one.
 */
export const seedHsnCodes: Readonly<Record<string, string | null>> = {
  'SSF-CR-001': '6913', // terracotta diyas: ornamental ceramic articles
  'SSF-CR-002': '4602', // basketwork of bamboo
  'SSF-CR-003': '9503', // toys
  'SSF-CR-004': '8306', // bells of base metal, non-electric
  'SSF-CR-005': '4823', // papier-mâché articles
  'SSF-CR-006': '1404', // articles of coconut shell
  'SSF-CL-001': '6211', // other garments (kurta)
  'SSF-CL-002': '6214', // shawls, stoles, scarves
  'SSF-CL-003': '6214', // dupatta
  'SSF-CL-004': '6205', // men's shirts
  'SSF-CL-005': '6209', // children's garments
  'SSF-CL-006': '5007', // woven fabrics of silk (saree)
  'SSF-AC-001': '4202', // bags
  'SSF-AC-002': '7117', // imitation jewellery
  'SSF-AC-003': '4202', // pouches
  'SSF-AC-004': '7117', // imitation jewellery
  'SSF-AC-005': '4202', // wallets
  'SSF-AC-006': '4202', // cases and sleeves
  'SSF-DE-001': '9701', // paintings executed entirely by hand
  'SSF-DE-002': '6913', // ornamental ceramic articles
  'SSF-DE-003': '6304', // other furnishing articles
  'SSF-DE-004': '5609', // articles of twine and cord
  'SSF-DE-005': '3406', // candles
  'SSF-DE-006': '6913', // ornamental ceramic articles
  'SSF-OT-001': '4820', // notebooks
  'SSF-OT-002': '4909', // printed cards
  'SSF-OT-003': '3401', // soap
  'SSF-OT-004': '2001', // pickles
  'SSF-OT-005': '0409', // natural honey
  'SSF-OT-006': null,
};
