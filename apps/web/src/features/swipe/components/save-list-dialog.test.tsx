import { LIST_NAME_MESSAGE } from '@pulse/domain/library';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveListDialog } from './save-list-dialog';

afterEach(cleanup);

describe('SaveListDialog', () => {
  it("shows the spec's message for a blank list name and saves nothing", async () => {
    const onSave = vi.fn();
    render(
      <SaveListDialog creator={{ id: 'c1', name: 'Theo' }} listNames={[]} onOpenChange={vi.fn()} onSave={onSave} />,
    );
    fireEvent.change(screen.getByLabelText('List name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save to list' }));
    expect(await screen.findByText(LIST_NAME_MESSAGE)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves to the trimmed name and closes', async () => {
    const onSave = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    render(
      <SaveListDialog
        creator={{ id: 'c1', name: 'Theo' }}
        listNames={['Road trip']}
        onOpenChange={onOpenChange}
        onSave={onSave}
      />,
    );
    fireEvent.change(screen.getByLabelText('List name'), { target: { value: ' Late nights ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save to list' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSave).toHaveBeenCalledWith('c1', 'Late nights');
  });
});
