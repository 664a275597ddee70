import type { MailCatalogue } from './en';

/** The mails to buyers in Russian. */
export const ru: MailCatalogue = {
  'alert.footer.before': 'Вы получили это письмо, потому что с этого адреса сохранили поиск на сайте {site}. ',
  'alert.footer.link': 'Отписаться',
  'alert.footer.after': ' от этого оповещения.',
  'alert.unsubscribe': 'Отписаться: {url}',

  'alert.confirm.subject': 'Подтвердите оповещения о недвижимости: {label}',
  'alert.confirm.heading': 'Подтвердите оповещения о недвижимости',
  'alert.confirm.intro': 'Вы попросили сообщать о новых объектах по запросу {label}.',
  'alert.confirm.button': 'Подтвердить оповещения',
  'alert.confirm.ignore':
    'Если вы этого не запрашивали, просто проигнорируйте письмо: без вашего подтверждения мы ничего не пришлём.',
  'alert.confirm.textIntro': 'Пожалуйста, подтвердите оповещения по запросу «{label}» на сайте {site}.',
  'alert.confirm.textLink': 'Подтвердить: {url}',

  'alert.digest.subject':
    '{count, plural, one {# новый объект} few {# новых объекта} many {# новых объектов} other {# нового объекта}}: {label}',
  'alert.digest.heading': 'Новые объекты для вас',
  'alert.digest.matching': 'По запросу {label}',
  'alert.digest.textIntro': 'Новые объекты по запросу «{label}» на сайте {site}:',
  'alert.digest.beds': '{count, plural, one {# спальня} few {# спальни} many {# спален} other {# спальни}}',
  'alert.digest.more':
    '{count, plural, one {Ещё # объект} few {Ещё # объекта} many {Ещё # объектов} other {Ещё # объекта}}',
  'alert.digest.all': 'Открыть поиск',
  'alert.digest.textLink': '{label}: {url}',

  'welcome.subject': 'Добро пожаловать в {site}',
  'welcome.title': 'Спасибо за подписку на {site}',
  'welcome.line': 'Вы первыми узнаете о новых объектах, старте продаж и аналитике рынка от {site}.',
  'welcome.address': 'Адрес подписки: {email}',

  'viewing.hello': 'Здравствуйте, {name}!',
  'viewing.helloNoName': 'Здравствуйте!',
  'viewing.when': '{date} в {time} (по времени Дубая)',
  'viewing.subject': '{site}: {what}',
  'viewing.subjectListing': '{site}: {what} ({listing})',
  'viewing.requested.title': 'Мы получили вашу заявку на просмотр',
  'viewing.requested.line':
    'Мы получили вашу заявку на просмотр объекта {when}. Время ещё не подтверждено: ваш агент скоро его подтвердит.',
  'viewing.confirmed.title': 'Ваш просмотр подтверждён',
  'viewing.confirmed.line': 'Ваш просмотр {when} подтверждён.',
  'viewing.rescheduled.title': 'Ваш просмотр перенесён',
  'viewing.rescheduled.line': 'Ваш просмотр перенесён на {when}.',
  'viewing.cancelled.title': 'Ваш просмотр отменён',
  'viewing.cancelled.line': 'Ваш просмотр {when} отменён.',
  'viewing.where': 'Адрес:',
  'viewing.noteCancelled': 'Приложенный файл календаря удалит просмотр из вашего календаря.',
  'viewing.noteAdded': 'Приложенный файл календаря добавит просмотр в ваш календарь (или обновит его).',
  'viewing.calendarSummary': 'Просмотр: {title} ({site})',
  'viewing.calendarHome': 'объект',

  price:
    '{currency, select, AED {{amount}\u00a0AED} USD {{amount}\u00a0$} EUR {{amount}\u00a0€} other {{amount}\u00a0{currency}}}',
};
