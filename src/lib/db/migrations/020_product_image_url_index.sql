-- The image endpoint (/api/bild) serves only image URLs of shown products: a hash index answers "is this URL a
-- product's image?" in one probe at any catalogue size, whatever the URL's length (a btree key has a size limit).
CREATE INDEX products_image_url_idx ON products USING hash (image_url) WHERE is_active AND image_url IS NOT NULL;
