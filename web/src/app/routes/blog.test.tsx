import { screen, within } from '@testing-library/react';
import { aPost } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import BlogSingle, { clientLoader as postLoader, DEFAULT_POST_IMAGE } from './blog-single';
import Blogs, { clientLoader as postsLoader } from './blogs';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('The blog', () => {
  it('shows the first 50 words of a long post, Read More for the rest and Show Less to fold it', async () => {
    db.posts = [
      aPost({ title: 'Long read', description: words(80) }),
      aPost({ title: 'Short', description: 'Brief.' }),
    ];
    const { user } = renderRoutes([{ path: 'blogs', Component: Blogs, loader: postsLoader }], '/blogs');
    const long = (await screen.findByRole('heading', { name: 'Long read' })).closest('article')!;
    expect(within(long).getByText(`${words(50)}...`)).toBeInTheDocument();
    await user.click(within(long).getByRole('button', { name: 'Read More' }));
    expect(within(long).getByText(words(80))).toBeInTheDocument();
    await user.click(within(long).getByRole('button', { name: 'Show Less' }));
    expect(within(long).getByText(`${words(50)}...`)).toBeInTheDocument();
    const short = screen.getByRole('heading', { name: 'Short' }).closest('article')!;
    expect(within(short).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no posts', async () => {
    db.posts = [];
    renderRoutes([{ path: 'blogs', Component: Blogs, loader: postsLoader }], '/blogs');
    expect(await screen.findByText('Our first market notes are coming soon')).toBeInTheDocument();
  });

  it('renders a post’s rich text with relative image sources prefixed by the site address', async () => {
    db.posts = [
      aPost({
        slug: 'visa',
        title: 'The Golden Visa',
        richContent:
          '<h2>Who qualifies</h2><p>Owners of AED 2 million.</p><img src="/uploads/visa.jpg" alt="Passport">',
      }),
    ];
    renderRoutes([{ path: 'blog-single/:slug', Component: BlogSingle, loader: postLoader }], '/blog-single/visa');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Golden Visa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who qualifies' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Passport' })).toHaveAttribute(
      'src',
      'https://estate.example/uploads/visa.jpg',
    );
  });

  it('uses the default banner when a post has no picture, and shows nothing for an empty body', async () => {
    db.posts = [aPost({ slug: 'bare', featuredImage: null, richContent: '  ' })];
    const { container } = renderRoutes(
      [{ path: 'blog-single/:slug', Component: BlogSingle, loader: postLoader }],
      '/blog-single/bare',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.post__hero img')!.getAttribute('src')).toContain(DEFAULT_POST_IMAGE);
    expect(container.querySelector('.rich-text')).toBeNull();
  });
});
