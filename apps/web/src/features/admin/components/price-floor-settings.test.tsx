import { PRICE_GUIDANCE_MESSAGES } from '@pulse/domain/price-guidance';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { PriceFloorSettings } from './price-floor-settings';

const floors = {
  items: [{ category: 'producer', label: 'Music Producer', floorCents: 50_000, updatedAt: null }],
};

describe('PriceFloorSettings', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's message for a floor that is not whole dollars and sends nothing", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, floors));
    renderWithRouter([{ path: '/', element: <PriceFloorSettings /> }]);
    const field = await screen.findByLabelText('Floor ($)');
    expect((field as HTMLInputElement).value).toBe('500');
    fireEvent.change(field, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save floor' }));

    expect(await screen.findByText(PRICE_GUIDANCE_MESSAGES.floorInvalid)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('puts the floor in cents, and an empty field as no floor', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, floors));
    renderWithRouter([{ path: '/', element: <PriceFloorSettings /> }]);
    fireEvent.change(await screen.findByLabelText('Floor ($)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save floor' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    const request = sentRequest(fetchSpy, 1);
    expect(request.method).toBe('PUT');
    expect(request.body).toEqual({ category: 'producer', floorCents: 0 });
  });
});
