import { renderToStaticMarkup } from 'react-dom/server';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deviceNotFoundBoundary, requestNotFoundBoundary } from '../app/shell/not-found-boundary.tsx';

describe('the not-found boundary of the device and service pages', () => {
  it('keeps the page’s heading, says what is missing and leads to where it can be chosen', () => {
    const Boundary = deviceNotFoundBoundary('Book a service');
    const html = renderToStaticMarkup(<Boundary error={new ErrorResponse(404, 'Not Found', null)} />);

    expect(html).toContain('<title>Device not found | Nirmal</title>');
    expect(html).toContain('<h1>Book a service</h1>');
    expect(html).toContain('We could not find this device');
    expect(html).toMatch(/<a [^>]*href="\/amc\/my-devices"[^>]*>My devices<\/a>/);
  });

  it('leads from a missing request to all the requests', () => {
    const Boundary = requestNotFoundBoundary('Rate your technician');
    const html = renderToStaticMarkup(<Boundary error={new ErrorResponse(404, 'Not Found', null)} />);

    expect(html).toContain('We could not find this service request');
    expect(html).toMatch(/<a [^>]*href="\/statusTracking"[^>]*>All your requests<\/a>/);
  });

  it('passes any other error on to the site’s error page', () => {
    const Boundary = deviceNotFoundBoundary('Free service');
    const failure = new Error('database down');

    expect(() => renderToStaticMarkup(<Boundary error={failure} />)).toThrow(failure);
    expect(() =>
      renderToStaticMarkup(<Boundary error={new ErrorResponse(500, 'Server Error', null)} />),
    ).toThrow();
  });
});
