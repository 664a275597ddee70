'use strict';
/**
 * The demo agency's address in Arabic, Russian and Chinese (the settings' one translated text),
 * by the English address it renders: written in each language's own order and script, the PO box
 * and the building's name as a letter to the agency would carry them.
 */

/** The English demo address (demo.js's settings). */
const DEMO_ADDRESS = 'Level 14, Marina Plaza, Dubai Marina\nPO Box 26581, Dubai, United Arab Emirates';

/** @type {Record<'ar' | 'ru' | 'zh', { address: string }>} */
const SETTINGS_TRANSLATIONS = {
  ar: {
    address: 'الطابق 14، مارينا بلازا، دبي مارينا\nص.ب. 26581، دبي، الإمارات العربية المتحدة',
  },
  ru: {
    address: 'Марина Плаза, 14-й этаж, Дубай Марина\nа/я 26581, Дубай, Объединённые Арабские Эмираты',
  },
  zh: {
    address: '阿拉伯联合酋长国迪拜 迪拜码头 码头广场（Marina Plaza）14 层\n邮政信箱 26581',
  },
};

module.exports = { DEMO_ADDRESS, SETTINGS_TRANSLATIONS };
