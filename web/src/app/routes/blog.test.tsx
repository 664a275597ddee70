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
    const long = await screen.findByRole('article', { name: 'Long read' });
    expect(within(long).getByText(`${words(50)}...`)).toBeInTheDocument();
    await user.click(within(long).getByRole('button', { name: 'Read More' }));
    expect(within(long).getByText(words(80))).toBeInTheDocument();
    await user.click(within(long).getByRole('button', { name: 'Show Less' }));
    expect(within(long).getByText(`${words(50)}...`)).toBeInTheDocument();
    const short = screen.getByRole('article', { name: 'Short' });
    expect(within(short).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no posts', async () => {
    db.posts = [];
    renderRoutes([{ path: 'blogs', Component: Blogs, loader: postsLoader }], '/blogs');
    expect(await screen.findByText('Our first market notes are coming soon')).toBeInTheDocument();
  });

  it('renders a post’s rich text with its pictures root-relative, as the CSP (img-src self) allows on any host', async () => {
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
    expect(screen.getByRole('img', { name: 'Passport' })).toHaveAttribute('src', '/uploads/visa.jpg');
  });

  it('uses the default banner when a post has no picture, and shows nothing for an empty body', async () => {
    db.posts = [aPost({ slug: 'bare', featuredImage: null, richContent: '  ', description: 'A short note.' })];
    renderRoutes([{ path: 'blog-single/:slug', Component: BlogSingle, loader: postLoader }], '/blog-single/bare');
    const title = await screen.findByRole('heading', { level: 1 });
    const post = screen.getByRole('article');
    // The banner picture is decorative (alt=""), so it is the article's one presentational image.
    expect(within(post).getByRole('presentation')).toHaveAttribute('src', expect.stringContaining(DEFAULT_POST_IMAGE));
    // No body between the post's description and the sign-up that follows the article.
    expect(post).toHaveTextContent(/A short note\.The private list/);
    expect(title).toHaveTextContent('Market note');
  });
});
