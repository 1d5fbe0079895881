-- Reference data every deployment needs: the shop's categories (DESIGN.md section 5).
INSERT INTO "product_categories" ("name", "slug") VALUES
  ('Crafts', 'crafts'), ('Clothing', 'clothing'), ('Accessories', 'accessories'), ('Other', 'other'),
  ('Decorative', 'decorative'), ('Electronics', 'electronics'), ('Books', 'books'), ('Home', 'home'),
  ('Sports', 'sports'), ('Toys', 'toys'), ('Beauty', 'beauty'), ('Health', 'health'), ('Food', 'food'),
  ('Education', 'education')
ON CONFLICT DO NOTHING;
