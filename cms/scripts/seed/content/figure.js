'use strict';

/**
 * An article's figure as the staff editor writes it: one of the uploaded pictures by its stored
 * path, with its alternative text and caption. The English posts and their translations share it,
 * so every language shows the same picture in the same markup.
 *
 * @param {(key: string) => string} url the stored path of a picture
 */
const figureOf = (url) => (key, alt, caption) =>
  `<figure><img src="${url(key)}" alt="${alt}" width="1920" height="1200"><figcaption>${caption}</figcaption></figure>`;

module.exports = { figureOf };
