import type { MailCatalogue } from './en';

/** The mails to buyers in Simplified Chinese. */
export const zh: MailCatalogue = {
  'alert.footer.before': '您收到此邮件，是因为此邮箱地址在 {site} 保存了搜索。',
  'alert.footer.link': '退订',
  'alert.footer.after': '此提醒。',
  'alert.unsubscribe': '退订：{url}',

  'alert.confirm.subject': '请确认您的房源提醒：{label}',
  'alert.confirm.heading': '请确认您的房源提醒',
  'alert.confirm.intro': '您希望在出现符合 {label} 的新房源时收到通知。',
  'alert.confirm.button': '确认提醒',
  'alert.confirm.ignore': '如果这不是您本人的请求，请忽略此邮件：未经您确认，我们不会发送任何邮件。',
  'alert.confirm.textIntro': '请确认您在 {site} 上为“{label}”设置的提醒。',
  'alert.confirm.textLink': '确认：{url}',

  'alert.digest.subject': '{count, plural, other {# 套新房源}}：{label}',
  'alert.digest.heading': '为您推荐的新房源',
  'alert.digest.matching': '符合 {label}',
  'alert.digest.textIntro': '{site} 上符合“{label}”的新房源：',
  'alert.digest.beds': '{count, plural, other {# 间卧室}}',
  'alert.digest.more': '{count, plural, other {另有 # 套}}',
  'alert.digest.all': '查看搜索结果',
  'alert.digest.textLink': '{label}：{url}',

  'welcome.subject': '欢迎订阅 {site}',
  'welcome.title': '感谢您订阅 {site}',
  'welcome.line': '您将第一时间获知 {site} 的新房源、新项目发布和市场洞察。',
  'welcome.address': '订阅地址：{email}',

  'viewing.hello': '{name}，您好：',
  'viewing.helloNoName': '您好：',
  'viewing.when': '{date} {time}（迪拜时间）',
  'viewing.subject': '{site}：{what}',
  'viewing.subjectListing': '{site}：{what}（{listing}）',
  'viewing.requested.title': '我们已收到您的看房申请',
  'viewing.requested.line': '我们已收到您于 {when} 看房的申请。时间尚未确认：您的经纪人将很快与您确认。',
  'viewing.confirmed.title': '您的看房已确认',
  'viewing.confirmed.line': '您于 {when} 的看房已确认。',
  'viewing.rescheduled.title': '您的看房时间已变更',
  'viewing.rescheduled.line': '您的看房已改至 {when}。',
  'viewing.cancelled.title': '您的看房已取消',
  'viewing.cancelled.line': '您于 {when} 的看房已取消。',
  'viewing.where': '地点：',
  'viewing.noteCancelled': '附件中的日历文件会将此次看房从您的日历中移除。',
  'viewing.noteAdded': '附件中的日历文件会将此次看房添加到您的日历（或更新）。',
  'viewing.calendarSummary': '看房：{title}（{site}）',
  'viewing.calendarHome': '房产',

  price:
    '{currency, select, AED {{amount} 迪拉姆} USD {{amount} 美元} EUR {{amount} 欧元} other {{amount} {currency}}}',
};
