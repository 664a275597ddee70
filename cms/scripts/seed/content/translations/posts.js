'use strict';
/**
 * The demo posts in Arabic, Russian and Chinese, by the English post's title: each language's
 * title, summary and article (the English article's HTML, tag for tag, with the same pictures), and
 * for Russian an address of its own. Arabic and Chinese keep the English address.
 */
const { postsAr } = require('./posts-ar');
const { postsRu } = require('./posts-ru');
const { postsZh } = require('./posts-zh');

const trimmed = (post) => ({ ...post, richContent: post.richContent.trim() });

/**
 * @param {(key: string) => string} url the stored path of a picture
 * @returns {Record<string, Record<'ar' | 'ru' | 'zh', { title: string, description: string, richContent: string, slug?: string }>>}
 */
function postTranslations(url) {
  const languages = { ar: postsAr(url), ru: postsRu(url), zh: postsZh(url) };
  const titles = new Set(Object.values(languages).flatMap((posts) => Object.keys(posts)));
  return Object.fromEntries(
    [...titles].map((title) => [
      title,
      Object.fromEntries(
        Object.entries(languages)
          .filter(([, posts]) => posts[title])
          .map(([language, posts]) => [language, trimmed(posts[title])]),
      ),
    ]),
  );
}

module.exports = { postTranslations };
