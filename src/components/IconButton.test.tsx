import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { MemoryRouter } from 'react-router-dom';
import { IconButton, IconLink } from './IconButton';

describe('IconButton', () => {
  it('is named by its words, shows them as its tooltip, and acts on a click', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={Trash2} tone="danger" label="Remove Vik Rao" onClick={onClick} />);

    const button = screen.getByRole('button', { name: 'Remove Vik Rao' });
    expect(button).toHaveAttribute('data-tip', 'Remove Vik Rao');
    expect(button).toHaveClass('icon-button', 'icon-button-danger');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('as a link, goes where it says', () => {
    render(
      <MemoryRouter>
        <IconLink icon={Trash2} label="Print badge of Vik Rao" to="/badge/v1" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Print badge of Vik Rao' })).toHaveAttribute('href', '/badge/v1');
  });
});
