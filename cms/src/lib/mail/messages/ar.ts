import type { MailCatalogue } from './en';

/** The mails to buyers in Arabic (Latin digits, as the site writes them: docs/decisions/0098). */
export const ar: MailCatalogue = {
  'alert.footer.before': 'تصلك هذه الرسالة لأن هذا العنوان حفظ بحثًا على {site}. ',
  'alert.footer.link': 'إلغاء الاشتراك',
  'alert.footer.after': ' في هذا التنبيه.',
  'alert.unsubscribe': 'إلغاء الاشتراك: {url}',

  'alert.confirm.subject': 'أكّد تنبيه العقارات: {label}',
  'alert.confirm.heading': 'أكّد تنبيه العقارات',
  'alert.confirm.intro': 'طلبتَ أن نُعلمك بالعقارات الجديدة المطابقة لبحث {label}.',
  'alert.confirm.button': 'تأكيد التنبيه',
  'alert.confirm.ignore': 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن نرسل إليك شيئًا دون تأكيدك.',
  'alert.confirm.textIntro': 'يُرجى تأكيد تنبيهك لبحث «{label}» على {site}.',
  'alert.confirm.textLink': 'للتأكيد: {url}',

  'alert.digest.subject':
    '{count, plural, zero {لا توجد عقارات جديدة} one {عقار جديد واحد} two {عقاران جديدان} few {# عقارات جديدة} many {# عقارًا جديدًا} other {# عقار جديد}}: {label}',
  'alert.digest.heading': 'عقارات جديدة لك',
  'alert.digest.matching': 'مطابقة لبحث {label}',
  'alert.digest.textIntro': 'عقارات جديدة مطابقة لبحث «{label}» على {site}:',
  'alert.digest.beds':
    '{count, plural, zero {# غرف نوم} one {غرفة نوم واحدة} two {غرفتا نوم} few {# غرف نوم} many {# غرفة نوم} other {# غرفة نوم}}',
  'alert.digest.more':
    '{count, plural, zero {لا مزيد} one {عقار آخر} two {عقاران آخران} few {# عقارات أخرى} many {# عقارًا آخر} other {# عقار آخر}}',
  'alert.digest.all': 'عرض البحث',
  'alert.digest.textLink': '{label}: {url}',

  'welcome.subject': 'مرحبًا بك في {site}',
  'welcome.title': 'شكرًا لاشتراكك في {site}',
  'welcome.line': 'ستكون أول من يعلم بالعقارات الجديدة والمشاريع المطروحة حديثًا ورؤى السوق من {site}.',
  'welcome.address': 'العنوان المشترك: {email}',

  'viewing.hello': 'مرحبًا {name}،',
  'viewing.helloNoName': 'مرحبًا،',
  'viewing.when': '{date} الساعة {time} (بتوقيت دبي)',
  'viewing.subject': '{site}: {what}',
  'viewing.subjectListing': '{site}: {what} ({listing})',
  'viewing.requested.title': 'تلقّينا طلب المعاينة',
  'viewing.requested.line': 'تلقّينا طلبك لمعاينة العقار يوم {when}. لم يُؤكَّد الموعد بعد: سيؤكّد وكيلك الوقت قريبًا.',
  'viewing.confirmed.title': 'تم تأكيد موعد المعاينة',
  'viewing.confirmed.line': 'تم تأكيد موعد معاينتك يوم {when}.',
  'viewing.rescheduled.title': 'تغيّر موعد المعاينة',
  'viewing.rescheduled.line': 'نُقل موعد معاينتك إلى {when}.',
  'viewing.cancelled.title': 'أُلغي موعد المعاينة',
  'viewing.cancelled.line': 'أُلغي موعد معاينتك يوم {when}.',
  'viewing.where': 'المكان:',
  'viewing.noteCancelled': 'ملف التقويم المرفق يحذف الموعد من تقويمك.',
  'viewing.noteAdded': 'ملف التقويم المرفق يضيف الموعد إلى تقويمك (أو يحدّثه).',
  'viewing.calendarSummary': 'معاينة: {title} ({site})',
  'viewing.calendarHome': 'عقار',

  price: '{currency, select, AED {{amount} درهم} USD {{amount} دولار} EUR {{amount} يورو} other {{amount} {currency}}}',
};
