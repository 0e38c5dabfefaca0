import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './ProductCard.tsx';
import { toProduct } from './product.ts';

const render = (previousPrice?: number) =>
  renderToStaticMarkup(
    createElement(ProductCard, {
      product: {
        ...toProduct({ id: 'p1', title: 'Doftljus', price_value: 1299, merchant: 'Butiken' }),
        ...(previousPrice == null ? {} : { previousPrice }),
      },
      campaign: 'browse',
    }),
  );

describe('ProductCard price', () => {
  it('shows the earlier price as text, struck through, next to the price', () => {
    const html = render(1499);
    expect(html).toContain('1\u00a0299 kr<span class="text-xs font-normal text-muted" data-previous-price="true">');
    expect(html).toContain('Tidigare <s>1\u00a0499 kr</s></span>');
  });

  it('shows no earlier price without a reduction', () => {
    expect(render()).not.toContain('Tidigare');
  });
});

describe('ProductCard image', () => {
  const card = (eager: boolean) =>
    renderToStaticMarkup(
      createElement(ProductCard, {
        product: toProduct({ id: 'p1', title: 'Doftljus', image_url: 'https://butik.example/doftljus.jpg' }),
        campaign: 'browse',
        eager,
      }),
    );

  it('asks for the first row before other images (the largest paint) and leaves the rest lazy', () => {
    expect(card(true)).toContain('loading="eager" fetchPriority="high"');
    expect(card(false)).toContain('loading="lazy"');
    expect(card(false)).not.toContain('fetchPriority');
  });
});
