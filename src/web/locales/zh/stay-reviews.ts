// Reviews both ways and no-shows (issue 27, decision 043).
import type { Translation } from '../translation';

export const stayReviewsUi: Translation<'stayReviewsUi'> = {
  notice: {
    title: '即时预订已暂停',
    text_other:
      '您在过去 12 个月内有 {{count}} 次未到，因此您的账户已暂停即时预订。您仍可以向接受预订申请的营位发送申请。请联系我们解除限制。',
  },
  state: {
    notYet: '住宿结束后（{{date}}）即可评价。',
    open: '请在 {{date}} 之前写下您的评价。',
    waitingForHost: '正在等待场主的评价：两条评价将同时公开，最迟于 {{date}}。',
    waitingForGuest: '正在等待客人的评价：两条评价将同时公开，最迟于 {{date}}。',
    revealed: '评价已于 {{date}} 公开。',
  },
  yourReview: '您的评价（{{rating}}/5）：',
  hostsReview: '场主对您的评价（{{rating}}/5）：',
  guestsReview: '客人的评价（{{rating}}/5）：',
  hostReply: '场主回复：',
  blindHint: '在双方都写下评价或离开后满 14 天之前，双方都看不到对方的评价。',
  host: {
    title: '待评价的住宿',
    stay: '{{guest}} 在 {{location}}，{{from}} – {{to}}',
    review: '评价 {{guest}}',
    reviewLabel: '您对 {{guest}} 的评价',
    markNoShow: '标记为未到',
    noShowLabel: '将 {{guest}} 标记为未到',
    noShowHint: '仅在客人从未到达时使用。12 个月内 3 次未到将暂停其即时预订。',
    noShowNote: '备注（可选）',
    confirmNoShow: '标记为未到',
    noShowMarked: '已于 {{date}} 标记为未到',
  },
  profile: {
    guest: '客人',
    memberSince: '{{date}} 起成为会员',
    stays_other: '在 Stopover 住宿 {{count}} 次',
    rating_other: '{{rating}}，来自 {{count}} 条场主评价',
    noShows_other: '12 个月内 {{count}} 次未到',
    vehicleCertified: '已认证的自给式车辆',
    noReviews: '还没有场主评价。',
    review: '{{rating}}/5，{{location}}：',
  },
  admin: {
    title: '未到记录',
    mayBook: '可以即时预订。',
    blocked_other: '即时预订已暂停：12 个月内 {{count}} 次未到。',
    arrival: '到达',
    property: '房源',
    note: '场主备注',
    cleared: '已清除',
    clear: '清除',
    clearTitle: '清除这位客人的未到记录',
    reason: '原因（保存在审计记录中）',
    clearedNotice: '未到记录已清除',
  },
};
