import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { revalidateUnlessOnlyChanged } from '../app/routing/choices-in-address.ts';
import { revalidateUnlessOnlySearchChanged } from '../app/routing/layout-revalidation.ts';

const shouldRevalidate = revalidateUnlessOnlyChanged('step');
const navigation = (from: string, to: string, formMethod?: 'GET' | 'POST') =>
  ({
    currentUrl: new URL(from, 'http://localhost'),
    nextUrl: new URL(to, 'http://localhost'),
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe('revalidateUnlessOnlyChanged', () => {
  it('keeps the data when only the named parameters change', () => {
    expect(
      shouldRevalidate(navigation('/service?id=A&step=book-slot', '/service?id=A&step=request-summary')),
    ).toBe(false);
    expect(shouldRevalidate(navigation('/service?id=A', '/service?id=A&step=book-slot'))).toBe(false);
  });

  it('loads again for another parameter, another page or a form sent', () => {
    expect(shouldRevalidate(navigation('/service?id=A&step=book-slot', '/service?id=B&step=book-slot'))).toBe(
      true,
    );
    expect(shouldRevalidate(navigation('/service?id=A', '/other?id=A'))).toBe(true);
    expect(shouldRevalidate(navigation('/service?id=A', '/service?id=A&step=book-slot', 'POST'))).toBe(true);
  });
});

describe('revalidateUnlessOnlySearchChanged', () => {
  it("keeps the layout's data when a link or a search form changes only the search of the page", () => {
    expect(
      revalidateUnlessOnlySearchChanged(navigation('/service?id=A', '/service?id=A&step=book-slot')),
    ).toBe(false);
    expect(
      revalidateUnlessOnlySearchChanged(
        navigation('/c/water-purifiers', '/c/water-purifiers?sort=price_asc', 'GET'),
      ),
    ).toBe(false);
  });

  it('loads it again for a form that changes something, for revalidate() and for another page', () => {
    expect(revalidateUnlessOnlySearchChanged(navigation('/ecom/cart', '/ecom/cart?index', 'POST'))).toBe(
      true,
    );
    expect(revalidateUnlessOnlySearchChanged(navigation('/ecom/cart', '/ecom/cart'))).toBe(true);
    expect(revalidateUnlessOnlySearchChanged(navigation('/search?q=a', '/c/water-purifiers?q=a'))).toBe(true);
  });
});
