import { fireEvent, render, screen } from '@testing-library/react';
import { ShareIcons } from '../ShareIcons';

describe('ShareIcons', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('links to share intents with the encoded URL, opening in a new tab', () => {
    render(<ShareIcons url="https://site.example.com/blog/1" title="Summer care" />);
    const social = screen.getByRole('link', { name: /Share on the social network/ });
    expect(social).toHaveAttribute(
      'href',
      'https://social.example.com/share?u=https%3A%2F%2Fsite.example.com%2Fblog%2F1',
    );
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:?subject=Summer%20care'),
    );
  });

  it('uses the native share sheet where the device has one', () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareIcons url="https://site.example.com/media-article/3" title="Press" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share this page' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Press',
      url: 'https://site.example.com/media-article/3',
    });
  });
});
