// 管理页面文字。
import type { Translation } from '../translation';

export const admin: Translation<'admin'> = {
  audit: {
    title: '管理员操作记录',
    none: '还没有管理员在这里做过任何修改。',
    loadFailed: '无法加载管理员操作记录。',
    when: '时间',
    who: '操作人',
    what: '操作',
    reason: '原因',
    deletedAccount: '已删除的账户',
    more: '更多记录',
  },
  home: {
    title: '管理',
  },
  overview: {
    intro: '最近 30 天（{{from}} 至 {{to}}）的每日数据（新西兰时间）。',
    loadFailed: '无法加载概览。',
    total: '最近 30 天',
    day: '日期',
    dailyValues: '每日{{figure}}',
    figures: {
      nightsBooked: {
        title: '预订晚数',
        hint: '已付款的晚数，按预订当天统计。',
        link: '按场地查看预订',
      },
      revenueCents: {
        title: '收入',
        hint: '住客支付的金额，扣除退款。',
        link: '按场地查看预订',
      },
      platformFeeCents: {
        title: '平台服务费',
        hint: 'Stopover 收取的服务费，扣除已退还的服务费。',
        link: '按场地查看预订',
      },
      newUsers: {
        title: '新用户',
        hint: '注册的用户数。',
        link: '查看用户',
      },
      newListings: {
        title: '新条目',
        hint: '新创建的地点，无论是否上架。',
        link: '查看地点',
      },
    },
    locationsOnly: {
      text: '您可以添加和管理地点。请选择从哪里开始：',
      label: '您的管理页面',
      locations: '地点',
      createCommercial: '创建非预订类条目',
    },
  },
};
