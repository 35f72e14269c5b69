// 开发环境页面（邮箱）的文字。
import type { Translation } from '../translation';

export const dev: Translation<'dev'> = {
  mailbox: {
    title: '开发邮箱',
    intro: '最近 20 封邮件，最新的在前。仅在开发服务器上可用。',
    refresh: '刷新',
    notAvailable: '不可用',
    notAvailableText: '此服务器上的开发邮箱不可用（生产环境中已关闭）。',
    error: '无法加载邮箱',
    empty: '还没有发送过邮件。',
    to: '收件人 {{to}} ·',
  },
};
